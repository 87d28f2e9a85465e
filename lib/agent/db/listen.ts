import pg from 'pg';

export type Listener = { stop: () => Promise<void> };

export type ListenOptions = {
  url: string;
  channel: string;
  /** A notification's payload; undefined after (re)connecting, when notifications may have been missed. */
  onNotify: (payload: string | undefined) => void;
  onError?: (message: string) => void;
  /** Delay before the first reconnect; doubled after each failure up to 30 s. */
  retryMs?: number;
};

/**
 * `LISTEN channel` on a connection of its own (a pooled one would be handed back and lose it),
 * reconnecting with backoff whenever the connection fails, for as long as it runs. Each (re)connect
 * also calls `onNotify(undefined)`: NOTIFY is not queued for a listener that was away, so the
 * caller re-reads whatever it follows.
 */
export function listen(o: ListenOptions): Listener {
  const firstRetry = o.retryMs ?? 1000;
  let retry = firstRetry;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const reconnectLater = (why: string) => {
    if (stopped || timer) return;
    o.onError?.(`LISTEN ${o.channel}: ${why}; reconnecting in ${Math.round(retry / 1000)} s`);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, retry);
    timer.unref();
    retry = Math.min(retry * 2, 30_000);
  };

  const connect = async () => {
    const c = new pg.Client({ connectionString: o.url });
    client = c;
    // An error or end on this connection: drop it and start again.
    c.on('error', (error) => {
      void c.end().catch(() => {});
      reconnectLater(error.message);
    });
    c.on('end', () => reconnectLater('connection ended'));
    c.on('notification', (n) => {
      if (n.channel === o.channel) o.onNotify(n.payload);
    });
    try {
      await c.connect();
      // Quoted identifier: the channel is ours, but quoting keeps its case and any odd character.
      await c.query(`LISTEN "${o.channel.replace(/"/g, '""')}"`);
      retry = firstRetry;
      o.onNotify(undefined);
    } catch (error) {
      void c.end().catch(() => {});
      reconnectLater((error as Error).message);
    }
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}
