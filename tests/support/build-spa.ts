// Builds the web app when its build is missing or older than its sources, as the e2e server would:
// run once before e2e shards start their servers side by side.
import { buildSpaIfStale } from '../../server/http/spa-build.ts';

await buildSpaIfStale();
