import { type Db, listenFor } from '../db/client.ts';
import { CATALOGUE_CHANGES_CHANNEL, readCatalogueVersion } from '../db/queries/cars-index.ts';

/** While no notification can arrive, how often at most a request asks the database for the version. */
export const FRESHNESS_CHECK_MS = 1000;

/**
 * The newest catalogue version this instance knows was committed. Notifications (migration 0008)
 * bring it without any query, so requests pay nothing while the instance listens. When it is not
 * listening (starting, connection lost) a request waits for a version read at most once a second;
 * when it listens again the version is read once, since anything sent meanwhile was missed.
 */
export class VersionWatch {
  latest = 0;
  private listening = false;
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly changed: () => void,
    private readonly now: () => number = Date.now,
  ) {
    listenFor(db)?.(CATALOGUE_CHANGES_CHANNEL, {
      notify: (payload) => this.heard(Number(payload)),
      listening: () => {
        this.listening = true;
        void this.check();
      },
      deaf: () => (this.listening = false),
    });
  }

  heard(version: number): void {
    if (!(version > this.latest)) return;
    this.latest = version;
    this.changed();
  }

  async beforeRequest(): Promise<void> {
    if (this.listening || this.now() - this.checkedAt < FRESHNESS_CHECK_MS) return;
    this.checkedAt = this.now();
    await this.check();
  }

  private async check(): Promise<void> {
    try {
      this.heard(await readCatalogueVersion(this.db));
    } catch {
      // The next request (or reconnection) asks again; this one is answered from what is known.
      this.checkedAt = Number.NEGATIVE_INFINITY;
    }
  }
}
