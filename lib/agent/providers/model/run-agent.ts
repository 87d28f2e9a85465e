import { APICallError, generateText, RetryError, stepCountIs, type LanguageModel, type ModelMessage, type ToolSet } from 'ai';
import { logError } from '../../log-error';
import type { ToolState } from '../../tools/tools';

/** Why a run stopped early; carried as the abort reason so the loop's error can be classified. */
export class RunStop extends Error {
  constructor(
    readonly code: 'cancelled' | 'run_timeout' | 'lease_lost' | 'shutdown' | 'model_output_invalid' | 'path_policy_violation',
    message: string,
  ) {
    super(message);
    this.name = 'RunStop';
  }
}

export type AgentOutcome =
  | { ok: true; summary: string; steps: number; usage: { inputTokens?: number; outputTokens?: number } }
  | { ok: false; code: string; message: string; retryable: boolean };

export type AgentInput = {
  model: LanguageModel;
  system: string;
  messages: ModelMessage[];
  tools: ToolSet;
  state: ToolState;
  abort: AbortController;
  maxSteps: number;
  maxOutputTokens: number;
  stepTimeoutMs: number;
  maxInvalidToolCalls?: number;
  /** Called after every step: the place to notice an archive request between steps. */
  onStep?: () => void | Promise<void>;
};

/**
 * The agent loop (docs/agent-api.md "Tools and the sandbox") behind one function, so an AI SDK upgrade touches one file.
 * The model ends by calling `finish`; stopping without it makes its last text the summary.
 * Malformed tool calls are tolerated a few times, then the run fails `model_output_invalid`.
 */
export async function runAgent(a: AgentInput): Promise<AgentOutcome> {
  let invalid = 0;
  const maxInvalid = a.maxInvalidToolCalls ?? 3;
  try {
    const result = await generateText({
      model: a.model,
      system: a.system,
      messages: a.messages,
      tools: a.tools,
      // `finish` ends the run only when it accepts (it hands docs-check problems back first).
      stopWhen: [stepCountIs(a.maxSteps), () => a.state.summary !== undefined],
      abortSignal: a.abort.signal,
      maxRetries: 2,
      maxOutputTokens: a.maxOutputTokens,
      timeout: { stepMs: a.stepTimeoutMs },
      onStepFinish: async (step) => {
        invalid += step.toolCalls.filter((call) => (call as { invalid?: boolean }).invalid).length;
        if (invalid > maxInvalid) a.abort.abort(new RunStop('model_output_invalid', `the model sent ${invalid} malformed tool calls`));
        await a.onStep?.();
      },
    });
    const steps = result.steps.length;
    const last = result.steps.at(-1);
    const finished = a.state.summary !== undefined;
    if (!finished && steps >= a.maxSteps && (last?.toolCalls.length ?? 0) > 0) {
      return { ok: false, code: 'step_limit_exceeded', message: `The agent did not finish within ${a.maxSteps} steps.`, retryable: false };
    }
    const summary = (a.state.summary ?? result.text).trim() || 'No summary given.';
    return {
      ok: true,
      summary,
      steps,
      usage: { inputTokens: result.totalUsage.inputTokens, outputTokens: result.totalUsage.outputTokens },
    };
  } catch (error) {
    return classify(error, a);
  }
}

function classify(error: unknown, a: AgentInput): AgentOutcome {
  const reason: unknown = a.abort.signal.aborted ? a.abort.signal.reason : undefined;
  if (a.state.violation) return { ok: false, code: 'path_policy_violation', message: `Refused: ${a.state.violation}.`, retryable: false };
  if (reason instanceof RunStop)
    return { ok: false, code: reason.code, message: reason.message, retryable: reason.code === 'lease_lost' || reason.code === 'shutdown' };
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const retryable = cause.isRetryable || (cause.statusCode ?? 500) >= 500 || cause.statusCode === 429;
    return {
      ok: false,
      code: 'model_unavailable',
      message: `The model server answered ${cause.statusCode ?? 'with an error'}: ${cause.message.slice(0, 300)}`,
      retryable,
    };
  }
  const name = (cause as Error)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return {
      ok: false,
      code: 'model_unavailable',
      message: `The model did not answer within ${a.stepTimeoutMs / 1000} s.`,
      retryable: true,
    };
  }
  if (
    /fetch failed|ECONNREFUSED|ECONNRESET|ENOTFOUND|socket/i.test(
      String((cause as Error)?.message) + String((cause as { cause?: Error })?.cause?.message),
    )
  ) {
    return {
      ok: false,
      code: 'model_unavailable',
      message: `The model server could not be reached: ${(cause as Error).message.slice(0, 200)}`,
      retryable: true,
    };
  }
  logError('agent loop failed', error);
  return { ok: false, code: 'internal_error', message: 'The agent loop failed unexpectedly.', retryable: false };
}
