import assert from 'node:assert/strict';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { test } from 'node:test';
import { PROXY_MESSAGES } from './api-proxy.ts';
import { send, startGateway } from './test/gateway-kit.ts';

/**
 * One API instance at the HTTP boundary: answers who it is and how many body bytes it read, or,
 * while `holding`, reads the body and keeps the request unanswered until it is killed.
 */
async function startInstance(name: string) {
  const held: http.ServerResponse[] = [];
  const state = { holding: false, answered: 0 };
  const server = http.createServer((request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      if (state.holding) return void held.push(response);
      state.answered += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ who: name, method: request.method, bytes }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // SIGKILL as the gateway sees it: every connection dropped, then nothing listens on the port.
  const kill = () => {
    server.closeAllConnections();
    server.close();
  };
  return { name, url, state, held, kill };
}

/** A loopback URL nothing listens on. */
async function deadUrl() {
  const instance = await startInstance('morta');
  instance.kill();
  return instance.url;
}

const who = (body: string) => (JSON.parse(body) as { who: string }).who;

test('two live instances share the requests; one URL alone still works', async () => {
  const [a, b] = [await startInstance('a'), await startInstance('b')];
  const gateway = await startGateway([a.url, b.url]);
  const single = await startGateway(a.url);
  try {
    for (let i = 0; i < 10; i++) {
      const answer = await send(gateway.port, { path: '/api/v1/echo' });
      assert.equal(answer.status, 200);
    }
    assert.ok(a.state.answered >= 3 && b.state.answered >= 3, JSON.stringify([a.state, b.state]));
    const alone = await send(single.port, { path: '/api/v1/echo' });
    assert.equal(who(alone.body), 'a');
  } finally {
    await Promise.all([gateway.close(), single.close()]);
    a.kill();
    b.kill();
  }
});

test('an instance dead from the start: every request, bodies included, is served by the other', async () => {
  const live = await startInstance('viva');
  const dead = await deadUrl();
  const body = Buffer.alloc(300_000, 'x');
  for (const chunked of [false, true]) {
    // A fresh gateway tries the first URL first: the write meets the refused connection and goes on,
    // with the part of the body already read (a refused connection never carried a byte).
    const gateway = await startGateway([dead, live.url]);
    try {
      const write = await send(gateway.port, { path: '/api/v1/echo', body, chunked });
      assert.equal(write.status, 200);
      assert.deepEqual(JSON.parse(write.body), { who: 'viva', method: 'POST', bytes: body.length });
      for (let i = 0; i < 4; i++) {
        const read = await send(gateway.port, { path: '/api/v1/echo' });
        assert.deepEqual([read.status, who(read.body)], [200, 'viva']);
      }
    } finally {
      await gateway.close();
    }
  }
  live.kill();
});

/** Sends `attempt` while both instances hold requests; kills the one that got it. */
async function killMidRequest(method: 'GET' | 'POST') {
  const [a, b] = [await startInstance('a'), await startInstance('b')];
  const gateway = await startGateway([a.url, b.url]);
  a.state.holding = true;
  b.state.holding = true;
  const answer = send(gateway.port, {
    method,
    path: '/api/v1/echo',
    ...(method === 'POST' ? { body: Buffer.from('{"resgate":1}') } : {}),
  });
  while (a.held.length + b.held.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  const [victim, survivor] = a.held.length > 0 ? [a, b] : [b, a];
  survivor.state.holding = false;
  victim.kill();
  return { answer: await answer, survivor, gateway };
}

test('an instance killed mid-request: a GET is answered by the other one', async () => {
  const { answer, survivor, gateway } = await killMidRequest('GET');
  try {
    assert.deepEqual([answer.status, who(answer.body)], [200, survivor.name]);
    assert.equal(survivor.state.answered, 1);
  } finally {
    await gateway.close();
    survivor.kill();
  }
});

test('an instance killed mid-request: a POST is a 502 (it may have been applied), then the other serves', async () => {
  const { answer, survivor, gateway } = await killMidRequest('POST');
  try {
    assert.deepEqual([answer.status, JSON.parse(answer.body)], [502, { detail: PROXY_MESSAGES.badGateway }]);
    assert.equal(survivor.state.answered, 0, 'the write was not repeated');
    for (let i = 0; i < 4; i++) {
      const next = await send(gateway.port, { path: '/api/v1/echo', body: Buffer.from('{}') });
      assert.equal(next.status, 200);
    }
    assert.equal(survivor.state.answered, 4);
  } finally {
    await gateway.close();
    survivor.kill();
  }
});

/**
 * An API instance that closes a kept-alive connection just as the next request arrives on it, as
 * one does when its idle timeout and the request cross: the first request of each connection is
 * answered, a second one on the same connection meets a reset.
 */
async function startIdleClosingInstance() {
  const state = { answered: 0, reset: 0 };
  const server = net.createServer((socket) => {
    let served = false;
    let pending = '';
    socket.on('data', (chunk: Buffer) => {
      pending += chunk.toString('latin1');
      if (!pending.includes('\r\n\r\n')) return;
      if (served) {
        state.reset += 1;
        return void socket.resetAndDestroy();
      }
      served = true;
      pending = '';
      state.answered += 1;
      const body = JSON.stringify({ who: 'ociosa' });
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => server.close(),
  };
}

test('a kept-alive connection the API closed as a request was written on it: a GET goes again, a write is a 502', async () => {
  const instance = await startIdleClosingInstance();
  const gateway = await startGateway(instance.url);
  try {
    for (let i = 0; i < 3; i++) {
      const read = await send(gateway.port, { path: '/api/v1/echo' });
      assert.deepEqual([read.status, who(read.body)], [200, 'ociosa'], read.body);
    }
    assert.ok(instance.state.reset >= 1, 'the gateway reused a connection the instance then reset');
    const write = await send(gateway.port, { path: '/api/v1/echo', body: Buffer.from('{"resgate":1}') });
    assert.deepEqual([write.status, JSON.parse(write.body)], [502, { detail: PROXY_MESSAGES.badGateway }]);
    const after = await send(gateway.port, { path: '/api/v1/echo' });
    assert.equal(after.status, 200, 'the instance was not taken for down');
  } finally {
    await gateway.close();
    instance.close();
  }
});
