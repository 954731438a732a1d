import { BundleSizes } from './scripts/bundle-size';
import routes from './schemas/routes.json' with { type: 'json' };
const sizes = new BundleSizes();
console.log('entry', sizes.entryKb());
for (const route of routes.routes.filter((r) => ['/login', '/history/:txnId', '/history'].includes(r.path))) console.log(route.path, sizes.routeKb(route as never));
