// `npm run services -- up|down|status`: the dev PostgreSQL and Redis, by hand. `up` leaves them
// running in the background (they are detached daemons) until `down`.
import { runScript } from './lib/process.ts';
import { ensureServices, servicesStatus, stopAllServices } from './lib/services.ts';

const USAGE = 'usage: node --import tsx scripts/services.ts up|down|status';

async function main(command: string | undefined): Promise<number> {
  switch (command) {
    case 'up': {
      const services = await ensureServices({ keepRunning: true });
      console.log(`DATABASE_URL=${services.databaseUrl}`);
      console.log(`REDIS_URL=${services.redisUrl}`);
      return 0;
    }
    case 'down':
      await stopAllServices();
      return 0;
    case 'status': {
      for (const s of await servicesStatus()) {
        const state = s.pid ? `running (pid ${s.pid}, port ${s.port ?? '?'})` : 'stopped';
        console.log(`${s.kind.padEnd(8)} ${state.padEnd(34)} ${s.dir}`);
      }
      if (process.env.DATABASE_URL || process.env.REDIS_URL) {
        console.log('note: DATABASE_URL/REDIS_URL are set, so the scripts use those instead');
      }
      return 0;
    }
    default:
      console.error(USAGE);
      return 2;
  }
}

runScript(() => main(process.argv[2]));
