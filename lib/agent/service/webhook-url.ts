import ipaddr from 'ipaddr.js';
import { ApiError } from '../../http/api-error';
import { getAddressRange } from '../../http/address-policy';

const MAX_LENGTH = 2048;

/**
 * Checks a job's `webhookUrl` when the job is created: an absolute http(s) URL without
 * credentials, at most 2,048 characters. Unless the operator allows private networks
 * (`ALLOW_PRIVATE_NETWORK_FETCH`, on outside production) it must be https and must not name a
 * loopback, private or otherwise special address or `localhost`: refusing here tells the caller at
 * once, where a refusal at delivery time would only show in the delivery log. Names that resolve to
 * such addresses are refused again at delivery, by the outbound client's own lookup (lib/http).
 * `undefined`/`null` means no webhook.
 */
export function parseWebhookUrl(value: unknown, opts: { allowPrivate: boolean }): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid('invalid_type', '"webhookUrl" must be a string.');
  if (value.length > MAX_LENGTH) throw invalid('too_long', `"webhookUrl" must be at most ${MAX_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('invalid_url', '"webhookUrl" must be an absolute http(s) URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid('invalid_url', '"webhookUrl" must be an absolute http(s) URL.');
  if (url.username || url.password) throw invalid('invalid_url', '"webhookUrl" must not contain credentials; requests are signed instead.');
  if (!opts.allowPrivate) {
    if (url.protocol !== 'https:') throw invalid('insecure_url', '"webhookUrl" must use https.');
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost')) throw refused(host, 'loopback');
    // The URL parser already turned every IPv4 spelling (`2130706433`, `0x7f.1`) into dotted form.
    if (ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host)) {
      const range = getAddressRange(host);
      if (!range.isPublic) throw refused(host, range.range);
    }
  }
  return url.href;
}

function invalid(code: string, message: string): ApiError {
  return new ApiError('validation_error', message, { errors: [{ field: 'webhookUrl', code, message }] });
}

function refused(host: string, range: string): ApiError {
  return invalid('address_not_allowed', `"webhookUrl" names ${host}, a ${range} address; the server does not call private addresses.`);
}
