import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

// In DATA_DIR beside the pictures it vouches for (and the embedded database, when there is one).
const MARKER_FILE = 'seed-in-progress.json';

export interface SeedRun {
  startedAt: string;
  cars: number;
  seed: number;
}

/**
 * Written before a seed starts and removed once its cars are committed and its pictures drawn,
 * so a start that finds it knows the previous seed was killed part-way.
 */
export async function markSeedStarted(dataDir: string, run: Omit<SeedRun, 'startedAt'>): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  await writeFile(join(dataDir, MARKER_FILE), JSON.stringify({ startedAt: new Date().toISOString(), ...run }));
}

export async function markSeedFinished(dataDir: string): Promise<void> {
  await rm(join(dataDir, MARKER_FILE), { force: true });
}

/** The seed a previous process started and never finished, if any; a torn marker still counts. */
export async function interruptedSeed(dataDir: string): Promise<Partial<SeedRun> | undefined> {
  const text = await readFile(join(dataDir, MARKER_FILE), 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as Partial<SeedRun>;
  } catch {
    return {};
  }
}
