import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Env } from '../../../env';

/**
 * Why no model can be used, as a sentence that says how to configure one; null when configured.
 * A job without a model fails fast with this instead of waiting for a timeout.
 */
export function modelConfigProblem(env: Env): string | null {
  if (env.modelBaseUrl && env.model) return null;
  const missing = [!env.modelBaseUrl && 'AGENT_MODEL_BASE_URL', !env.model && 'AGENT_MODEL'].filter(Boolean).join(' and ');
  return (
    `No model is configured: set ${missing} in the environment of the worker, for example ` +
    `AGENT_MODEL_BASE_URL=http://127.0.0.1:11434/v1 (Ollama; any OpenAI-compatible server works) and ` +
    `AGENT_MODEL=qwen2.5-coder:14b, plus AGENT_MODEL_API_KEY if the server needs one. Then restart the worker and send a follow-up message.`
  );
}

let cached: { key: string; provider: ReturnType<typeof createOpenAICompatible> } | undefined;

/**
 * The configured OpenAI-compatible chat model (docs/agent-api.md "Model provider"). The provider is created once per
 * process; this is the only file that knows which AI SDK provider package is in use.
 */
export function languageModel(env: Env, modelId: string): LanguageModel {
  const key = `${env.modelBaseUrl}\0${env.modelApiKey ?? ''}`;
  if (cached?.key !== key) {
    cached = { key, provider: createOpenAICompatible({ name: 'agent', baseURL: env.modelBaseUrl!, apiKey: env.modelApiKey }) };
  }
  return cached.provider.chatModel(modelId);
}
