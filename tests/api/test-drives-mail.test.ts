import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { driveInput, startTestDriveServer, testDriveCalls, type ListedCar } from './support/test-drives-client.ts';
import type { TestServer } from './support/test-server.ts';

// The confirmation as the buyer's mail server receives it: the calendar file travels as an attachment.
const now = new Date('2026-03-09T10:15:00-04:00');

let smtp: SMTPServer;
const received: string[] = [];
let server: TestServer;
let cars: ListedCar[];
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ({ server, cars } = await startTestDriveServer(() => now, { SMTP_URL: `smtp://127.0.0.1:${port}` }));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

async function messageTo(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const message = received.find((raw) => raw.includes(email));
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no message to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The MIME part whose Content-Type is text/calendar: its headers (unfolded) and its decoded content. */
function calendarPart(raw: string): { headers: string; content: string } {
  const start = raw.search(/^Content-Type: text\/calendar/m);
  if (start === -1) throw new Error('no text/calendar part');
  const part = raw.slice(start);
  const bodyStart = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, bodyStart).replace(/\r\n[ \t]+/g, ' ');
  const body = part.slice(bodyStart + 4, part.indexOf('\r\n--', bodyStart));
  const content = /Content-Transfer-Encoding: base64/i.test(headers) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body;
  return { headers, content };
}

it('delivers the confirmation with the drive’s calendar file attached, as the API answers it', async () => {
  const input = driveInput(cars[0]!.id, '2026-03-10T08:00:00-04:00', { locale: 'en' });
  const answer = await testDriveCalls(server.url).scheduled(input);
  const { headers, content } = calendarPart(await messageTo(input.person.email));
  expect(headers).toMatch(/Content-Disposition: attachment; filename="?test-drive\.ics"?/);
  expect(headers).toContain('method=PUBLISH');
  expect(content).toBe(answer.calendarFile);
  expect(content).toContain(`UID:${answer.id}@127.0.0.1\r\n`);
});
