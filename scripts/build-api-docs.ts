/** `npm run docs:api`: the developer portal at dist/docs/api (devportal/build/build-portal.ts). */
import '../devportal/build/build-portal';
