import { describe, expect, it } from 'vitest';
import { splitPromptPage } from './job-request';

describe('splitPromptPage: the prompt and page that promptWithPage joined', () => {
  it('takes the page back off the prompt', () => {
    const joined =
      'Say how to install.\n\n(Asked from the docs page /guides/setup: its source file is `guides/setup.mdx` in the docs folder.)';
    expect(splitPromptPage(joined)).toEqual({ prompt: 'Say how to install.', page: '/guides/setup' });
  });

  it('leaves a prompt asked without a page whole, even one that quotes the phrase', () => {
    expect(splitPromptPage('Fix the typo.')).toEqual({ prompt: 'Fix the typo.', page: null });
    expect(splitPromptPage('x\n\n(Asked from the docs page nowhere)')).toEqual({
      prompt: 'x\n\n(Asked from the docs page nowhere)',
      page: null,
    });
  });
});
