import { japaneseModels } from './models-japan.ts';
import { koreanModels } from './models-korea.ts';
import { westernModels } from './models-west.ts';

export const modelSeeds = [...japaneseModels, ...koreanModels, ...westernModels];
