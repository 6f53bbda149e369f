import cluster from 'node:cluster';
process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ola_bench';
process.env.NODE_ENV = 'production';
process.env.AUTH_SECRET = 'x'.repeat(40);
process.env.FIREBASE_EMULATOR = 'off';
process.env.LOG_LEVEL = 'warn';
process.env.SEED_CARS = '0';
process.env.PORT = '3250';
process.env.DATA_DIR = '.data/bench';
if (cluster.isPrimary) {
  const n = Number(process.argv[2] ?? 2);
  for (let i = 0; i < n; i++) cluster.fork();
} else {
  await import('../server/main.ts');
}
