import { describe, expect, it } from 'vitest';
import { findSecret } from './secret-gate';

// Obviously fake values of the right shape, assembled so the source holds no secret-shaped literal.
const alnum = (n: number) => 'a1B2c3D4e5'.repeat(Math.ceil(n / 10)).slice(0, n);
const pem = (label: string) => `-----BEGIN ${label}-----\n${'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC'.repeat(5)}\n-----END ${label}-----`;
const FAKE = {
  npm: `npm_${alnum(36)}`,
  slackWebhook: `https://hooks.slack.com/services/T${alnum(8)}/B${alnum(8)}/${alnum(24)}`,
  gcpServiceAccount: JSON.stringify(
    {
      type: 'service_account',
      project_id: 'demo',
      private_key_id: alnum(40),
      private_key: `${pem('PRIVATE KEY')}\n`,
      client_email: 'demo@demo.iam.gserviceaccount.com',
    },
    null,
    2,
  ),
  stripe: `sk_live_${alnum(24)}`,
  sendgrid: `SG.${alnum(22)}.${alnum(43)}`,
  githubClassic: `ghp_${alnum(36)}`,
  githubFineGrained: `github_pat_${alnum(82)}`,
  awsKeyId: `AKIA${'QWERTYUIOPASDFGH'}`,
  privateKey: pem('RSA PRIVATE KEY'),
  lectern: `lec_${'Z'.repeat(43)}`,
  openAiStyle: `sk-proj-${alnum(24)}`,
  slackBot: `xoxb-${alnum(10)}-${alnum(12)}`,
};

const page = (content: string, before?: string) => [{ file: 'docs/page.mdx', content, before }];

describe('the secret gate: secretlint recommended rules plus our own key', () => {
  // The first five are formats the old hand-made list missed.
  it.each([
    ['an npm token', page(`Set NPM_TOKEN=${FAKE.npm} in CI.`), '@secretlint/secretlint-rule-npm'],
    ['a Slack webhook URL', page(`POST to ${FAKE.slackWebhook}`), '@secretlint/secretlint-rule-slack'],
    ['a GCP service-account key file', [{ file: 'docs/key.json', content: FAKE.gcpServiceAccount }], '@secretlint/secretlint-rule-gcp'],
    ['a Stripe live key', page(`stripe.key = "${FAKE.stripe}"`), 'lectern/stripe-live-key'],
    ['a SendGrid key', page(`SENDGRID_API_KEY=${FAKE.sendgrid}`), '@secretlint/secretlint-rule-sendgrid'],
    ['a GitHub token', page(`Use ${FAKE.githubClassic} to log in.`), '@secretlint/secretlint-rule-github'],
    ['a fine-grained GitHub token', page(FAKE.githubFineGrained), '@secretlint/secretlint-rule-github'],
    ['an AWS access key id', page(`aws_access_key_id = ${FAKE.awsKeyId}`), '@secretlint/secretlint-rule-aws'],
    ['a private key', page(`\`\`\`\n${FAKE.privateKey}\n\`\`\``), '@secretlint/secretlint-rule-privatekey'],
    ['a Lectern API key', page(`key: ${FAKE.lectern}`), 'lectern/api-key'],
    ['an sk- API key', page(`OPENAI_API_KEY=${FAKE.openAiStyle}`), 'lectern/sk-api-key'],
    ['a Slack bot token', page(FAKE.slackBot), '@secretlint/secretlint-rule-slack'],
    ['a URL with a password', page('https://admin:hunter22@db.example.com/'), '@secretlint/secretlint-rule-basicauth'],
    // secretlint's own filter-comments rule would honour this; the model writes the text, so it must not.
    [
      'a secret behind a secretlint-disable comment',
      page(`<!-- secretlint-disable -->\n${FAKE.npm}\n<!-- secretlint-enable -->`),
      '@secretlint/secretlint-rule-npm',
    ],
  ])('finds %s, naming the rule and not the secret', async (_, texts, rule) => {
    const finding = await findSecret(texts);
    expect(finding).toEqual({ file: texts[0].file, rule });
    expect(JSON.stringify(finding)).not.toContain(texts[0].content.slice(10, 30));
  });

  it.each([
    ['prose about a token prefix', page('Use the ghp_ prefix for tokens; keys start with lec_.')],
    ["AWS's documented example key id", page('aws_access_key_id = AKIAIOSFODNN7EXAMPLE')],
    ['a PEM header on its own', page('A key file starts with `-----BEGIN RSA PRIVATE KEY-----`.')],
    ['a secret the file already had before the run', page(`Old: ${FAKE.npm}\nNew line.`, `Old: ${FAKE.npm}\n`)],
    ['a binary file', [{ file: 'docs/img.png', content: `\u0000PNG ${FAKE.npm}` }]],
  ])('lets %s through', async (_, texts) => expect(await findSecret(texts)).toBeNull());
});
