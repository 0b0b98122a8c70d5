// The push provider of the browser tests' stack (PUSH_PROVIDER=webhook, playwright.config.ts): it
// stands for the outside world's push service, accepts every batch the API sends and keeps it, so
// a test reads what a customer was pushed.
//   node push-fixture.ts --port 8184
// POST /push {notification, recipients} (what the API's webhook provider sends) · GET /pushes?recipient=<user id>
// (the pushes that named that user, oldest first) · GET /health
import http from 'node:http';
import { parseArgs } from 'node:util';

interface Push {
  notification: { id: number; title: string; message: string; sent_at: string };
  recipients: number[];
  received_at: string;
}

/** The newest pushes kept: a whole suite's sends, without growing for ever. */
const KEEP = 5000;

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(text);
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
}

const pushes: Push[] = [];

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://push');
    if (req.method === 'GET' && url.pathname === '/health') return send(res, 200, { status: 'ok' });
    if (req.method === 'GET' && url.pathname === '/pushes') {
      const recipient = Number(url.searchParams.get('recipient'));
      return send(
        res,
        200,
        pushes.filter((push) => push.recipients.includes(recipient)),
      );
    }
    if (req.method === 'POST' && url.pathname === '/push') {
      const body = (await readJson(req)) as Omit<Push, 'received_at'>;
      if (!body?.notification || !Array.isArray(body.recipients))
        return send(res, 400, { detail: 'esperado {notification, recipients}' });
      pushes.push({ ...body, received_at: new Date().toISOString() });
      if (pushes.length > KEEP) pushes.splice(0, pushes.length - KEEP);
      return send(res, 200, { accepted: body.recipients.length });
    }
    return send(res, 404, { detail: 'Não encontrado' });
  } catch (err) {
    return send(res, 400, { detail: err instanceof Error ? err.message : String(err) });
  }
});

const { values } = parseArgs({ options: { port: { type: 'string', default: '8184' } } });
server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Provedor de push de teste em http://127.0.0.1:${values.port}`);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
