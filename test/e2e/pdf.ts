/** The journeys attach the same small, complete PDF the demo requests carry. */
export { makePdf } from '../../src/server/db/demoResume';
