import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config.ts';

// Credentials must never reach a log line, whichever object they travel in.
const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'password',
  '*.password',
  '*.*.password',
  '*.*.*.password',
  'newPassword',
  '*.newPassword',
  '*.*.newPassword',
  'currentPassword',
  '*.currentPassword',
  '*.*.currentPassword',
  'accessToken',
  '*.accessToken',
  'refreshToken',
  '*.refreshToken',
];

export type { Logger };

/** `destination` defaults to stdout; tests pass a stream to read what was logged. */
export function createLogger(config: Pick<Config, 'logLevel' | 'nodeEnv'>, destination?: DestinationStream): Logger {
  const options = { level: config.logLevel, redact: { paths: redactedPaths, censor: '[redacted]' } };
  if (destination) return pino(options, destination);
  // Humans read a terminal; everything else (files, collectors) gets one JSON object per line.
  const pretty = config.nodeEnv === 'development' && process.stdout.isTTY;
  const transport = { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } };
  return pino(pretty ? { ...options, transport } : options);
}
