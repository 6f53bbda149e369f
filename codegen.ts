import type { CodegenConfig } from '@graphql-codegen/cli';

// One committed SDL (server/graphql/schema/*.graphql) feeds both sides:
// the server's resolver types and the SPA's typed documents. Generated files are never edited.
const config: CodegenConfig = {
  schema: 'server/graphql/schema/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/generated/**', '!src/routeTree.gen.ts'],
  ignoreNoDocuments: true,
  generates: {
    'server/graphql/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#GraphQLContext',
        enumsAsTypes: true,
        scalars: { ID: { input: 'string', output: 'string | number' } },
        // Car field resolvers get the car's row with the catalogue's reference tables; the rest loads in batches.
        // A User's roles are read only when asked for.
        mappers: { Car: '../../catalogue/car-record.ts#CarRecord', Spot: '../spot-parent.ts#SpotParent', CarRequest: '../car-request-payload.ts#CarRequestParent', User: '../user-payload.ts#UserParent' },
      },
    },
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      // Documents as strings: graphql-request sends a string as is, so the SPA ships no ASTs.
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string' },
    },
  },
};

export default config;
