import { buildApp } from './app.js';
import { ConfigError, readConfig } from './config.js';
import { keepDemoShopsInTestMode, seedDemoData } from './demo/seed-demo.js';

async function main() {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  if (process.argv.includes('--check-config')) return;
  const { app, ctx } = await buildApp(config);
  if (config.demo) {
    const seeded = await seedDemoData(ctx.db, new URL(ctx.config.publicUrl).origin);
    if (seeded) app.log.info('demo data created: sign in as admin@demo.test / demo1234');
    else if ((await keepDemoShopsInTestMode(ctx.db)) > 0) app.log.info('demo shops set to test mode (test payments)');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Foyer is running at ${config.publicUrl} (database: ${ctx.database.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Foyer could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
