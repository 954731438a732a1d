import { chromium } from '@playwright/test';
import { pageTiming } from './page-timing';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
console.log('/login', await pageTiming(browser, 'http://localhost:8192/login'));
await browser.close();
