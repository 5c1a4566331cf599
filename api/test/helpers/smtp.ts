import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP session saw them. */
  from: string;
  to: string[];
  /** The account the client signed in with. */
  user: string | undefined;
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server (the `smtp-server` package, nodemailer's sibling) on a random local port that
 * keeps what it receives. It requires the credentials in `url`, can be stopped and started again on
 * the same port (an outage), and can refuse chosen recipients with a permanent 550.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  readonly user = 'mailer';
  readonly pass = 'smtp-test-secret';
  /** Recipients answered with "550 mailbox unavailable". */
  readonly refuse = new Set<string>();
  port = 0;
  /** Messages read in full whose answer the server holds back (see `hold`). */
  held = 0;
  /** Client connections currently open. */
  connections = 0;
  private server?: SMTPServer;
  private waiters: Array<() => void> = [];
  private gate?: Promise<void>;
  private readonly closedSessions = new Set<string>();

  static async start(): Promise<TestSmtpServer> {
    const s = new TestSmtpServer();
    await s.start();
    return s;
  }

  get url(): string {
    return `smtp://${this.user}:${this.pass}@127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.server !== undefined;
  }

  /** Listens on the same port as before (or a free one the first time). */
  async start(): Promise<void> {
    if (this.server) return;
    const options: SMTPServerOptions = {
      secure: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authMethods: ['PLAIN', 'LOGIN'],
      logger: false,
      onAuth: (auth, _session, cb) => {
        if (auth.username === this.user && auth.password === this.pass)
          return cb(null, { user: auth.username });
        return cb(new Error('Invalid username or password'));
      },
      onRcptTo: (address, _session, cb) => {
        if (!this.refuse.has(address.address.toLowerCase())) return cb();
        const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return cb(err);
      },
      onConnect: (_session, cb) => {
        this.connections++;
        cb();
      },
      onClose: (session) => {
        this.connections--;
        this.closedSessions.add(session.id);
        for (const w of this.waiters.splice(0)) w();
      },
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const gate = this.gate;
          if (gate) {
            this.held++;
            for (const w of this.waiters.splice(0)) w();
          }
          (gate ?? Promise.resolve())
            .then(async () => {
              if (gate) this.held--;
              // A client that hung up before the answer never saw its mail accepted (and will send
              // it again), so a real server does not deliver it either.
              if (this.closedSessions.has(session.id)) return;
              return simpleParser(raw);
            })
            .then(
              (parsed) => {
                if (!parsed) return cb(new Error('Connection closed'));
                this.received.push({
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((r) => r.address),
                  user: session.user as string | undefined,
                  raw,
                  parsed,
                });
                for (const w of this.waiters.splice(0)) w();
                cb();
              },
              (e: Error) => cb(e),
            );
        });
      },
    };
    const server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    server.on('error', () => undefined);
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /**
   * A slow server: from now on each message is read in full but answered (accepted) only once the
   * returned function is called; meanwhile it counts in `held`.
   */
  hold(): () => void {
    let release!: () => void;
    this.gate = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.gate = undefined;
      release();
    };
  }

  /** Stops listening: clients now get "connection refused" until `start()`. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Mails sent to this address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address.toLowerCase()));
  }

  /** Resolves once `predicate` holds for what was received, or fails after `timeoutMs`. */
  async waitFor(
    predicate: (received: ReceivedMail[]) => boolean,
    timeoutMs = 15_000,
  ): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `SMTP server: expected mail did not arrive (${this.received.length} received)`,
        );
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.received;
  }
}
