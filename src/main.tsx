import { startInBrowser } from './rendering/startInBrowser';

void startInBrowser();
