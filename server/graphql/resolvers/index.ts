import type { Resolvers } from '../generated/resolvers.ts';
import { settingsResolvers } from './settings.ts';

/** One entry per domain; each lives beside its SDL file's name. */
export const resolvers: Resolvers[] = [settingsResolvers];
