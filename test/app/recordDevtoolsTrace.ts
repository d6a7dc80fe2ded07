import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildIfStale } from '../../src/server/cli/build';
import { demoAccounts } from '../../src/server/db/seed/demoAccounts';
import { startBuiltServer, temporaryDataDir } from '../bench/server';
import { launchBrowser, toast } from '../e2e/browser';
import { makePdf } from '../e2e/pdf';
import { withdrawOpenRequestsAt } from '../e2e/people';
import { REQUEST_THEN_SURVEY_EVENTS } from './journeyEvents';

/**
 * Records the trace test/app/devtoolsTrace.test.ts replays: a request-then-survey journey in Chromium, on the
 * production build with Redux DevTools turned on by `?devtools=1`, written as the Redux DevTools extension's Export
 * button writes it. Run it again after a change that alters the journey's actions or state:
 *
 *   npx tsx test/app/recordDevtoolsTrace.ts
 *
 * It builds what is stale, starts the built server on a fresh database with the demo accounts, signs in as the demo
 * candidate (and withdraws their open request at the referrer's company, as one is allowed per company), then opens a
 * referrer's page, requests a referral with the modal and answers the survey that follows.
 * Two files come out, in test/app/fixtures/:
 * - request-then-survey.devtools.json: the export. The extension's Export for a Redux store is
 *   `{ "payload": "<its staged actions as JSON>", "preloadedState": "<its committed state as JSON>" }` (the
 *   second only once more actions came than it keeps, 50 by default; it folds the oldest into that state);
 * - request-then-survey.final-state.json: the state DevTools showed after the last action, which the export does not
 *   carry; the replay must arrive at it.
 * Both are laid out by Prettier, as the repository's other files; the content is as recorded.
 */
const FIXTURES = path.resolve('test/app/fixtures');
const TRACE_FILE = path.join(FIXTURES, 'request-then-survey.devtools.json');
const FINAL_STATE_FILE = path.join(FIXTURES, 'request-then-survey.final-state.json');

/**
 * What the extension does with a page's store, without the extension: Redux Toolkit composes the store's enhancers
 * with `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when DevTools are on, and the extension puts its own enhancer
 * innermost, below the middleware, so it sees each action that reaches the reducer. This one keeps the lifted state
 * as the extension's does (@redux-devtools/instrument): the actions by id, the staged ids after the initial one, the
 * state after each, and the committed state the oldest actions are folded into past `maxAge`.
 * A string, not a function: tsx wraps named functions in a helper (`__name`) that the page does not have.
 */
const DEVTOOLS_STAND_IN = `(() => {
  const MAX_AGE = 50; // the extension's default
  const perform = (action) => ({ type: 'PERFORM_ACTION', action, timestamp: Date.now() });
  let lifted;

  const commitExcessActions = (excess) => {
    for (const id of lifted.stagedActionIds.slice(1, excess + 1)) delete lifted.actionsById[id];
    lifted.stagedActionIds = [0, ...lifted.stagedActionIds.slice(excess + 1)];
    lifted.committedState = lifted.computedStates[excess].state;
    lifted.computedStates = lifted.computedStates.slice(excess);
  };

  // Staged as the reducer runs, before the store tells its subscribers: an action they dispatch comes after it.
  const recording = (reducer) => (state, action) => {
    const next = reducer(state, action);
    if (action.type.startsWith('@@redux/INIT')) {
      lifted.computedStates = [{ state: next }];
      return next;
    }
    if (lifted.stagedActionIds.length >= MAX_AGE) commitExcessActions(lifted.stagedActionIds.length - MAX_AGE + 1);
    const id = lifted.nextActionId++;
    lifted.actionsById[id] = perform(action);
    lifted.stagedActionIds.push(id);
    lifted.computedStates.push({ state: next });
    lifted.currentStateIndex = lifted.computedStates.length - 1;
    return next;
  };

  const devToolsEnhancer = (createStore) => (reducer, preloadedState) => {
    lifted = {
      actionsById: { 0: perform({ type: '@@INIT' }) },
      nextActionId: 1,
      stagedActionIds: [0],
      skippedActionIds: [],
      committedState: preloadedState,
      currentStateIndex: 0,
      computedStates: [],
    };
    return createStore(recording(reducer), preloadedState);
  };

  const composeWith = (...enhancers) => (createStore) =>
    enhancers.reduceRight((composed, enhancer) => enhancer(composed), devToolsEnhancer(createStore));
  // Called with the options first, as Redux Toolkit does, or with the enhancers straight away.
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args) =>
    args.length === 1 && typeof args[0] === 'object' ? composeWith : composeWith(...args);

  window.__devToolsStandIn = {
    connected: () => lifted !== undefined,
    exportFile: () =>
      JSON.stringify(
        {
          payload: JSON.stringify(lifted.stagedActionIds.slice(1).map((id) => lifted.actionsById[id].action)),
          preloadedState: lifted.committedState === undefined ? undefined : JSON.stringify(lifted.committedState),
        },
        null,
        '\\t',
      ),
    currentState: () => JSON.stringify(lifted.computedStates[lifted.currentStateIndex].state),
  };
})();`;

async function prettierJson(file: string, json: string) {
  const options = await resolveConfig(file);
  return format(json, { ...options, filepath: file });
}

async function record() {
  const candidate = demoAccounts.find((account) => account.role === 'candidate')!;
  await buildIfStale();
  const { dataDir, remove } = await temporaryDataDir();
  const server = await startBuiltServer(dataDir, { DEMO_ACCOUNTS: 'true' });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);

    // Signed in on a page of its own, whose store is not recorded: the password typed here is in no trace.
    // ?devtools=1 turns DevTools on for the tab's session, this page and the next.
    await page.goto('/auth?devtools=1');
    const signIn = page.getByRole('form', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(candidate.email);
    await signIn.getByLabel('Password').fill(candidate.password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();
    await toast(page).getByText('Welcome back!').waitFor();

    const referrer = (await (await fetch(`${server.baseUrl}/api/referrer/1`)).json()) as {
      id: number;
      name: string;
      companyName: string;
    };
    // One open request per company: the demo candidate's own there (the demo data has one) goes first.
    await withdrawOpenRequestsAt(page, referrer.companyName, server.baseUrl);

    await page.addInitScript({ content: DEVTOOLS_STAND_IN });
    await page.goto(`/referrer/${referrer.id}`);
    // The store is made as the page's code runs, which may be after the load event.
    await page.waitForFunction('window.__devToolsStandIn.connected()', null, { timeout: 10_000 }).catch(() => {
      throw new Error(
        'The store did not connect to Redux DevTools: does ?devtools=1 still turn them on (src/app/devToolsSwitch.ts)?',
      );
    });

    await page
      .getByRole('region', { name: `Ask ${referrer.name} for a referral` })
      .getByRole('button', { name: 'Request Referral' })
      .click();
    const form = page.getByRole('form', { name: 'Request a referral' });
    await form.getByLabel('Phone').fill('+1 415 555 0199');
    await form.getByLabel('Years of experience').fill('6');
    await form.getByLabel('Job title (optional)').fill('Data Engineer');
    await form.getByLabel('Message template').selectOption('Brief Introduction');
    await form
      .getByLabel('Resume')
      .setInputFiles({ name: 'jordan-avery.pdf', mimeType: 'application/pdf', buffer: makePdf(candidate.name) });
    await form.getByRole('list', { name: 'Attached file' }).getByText('jordan-avery.pdf').waitFor();
    await form.getByRole('button', { name: 'Send Request' }).click();
    await toast(page).getByText('Referral Request Sent').waitFor();

    // The survey opens by itself a second after the request went.
    const survey = page.getByRole('form', { name: 'Feedback survey' });
    await survey.waitFor();
    await survey.getByRole('radio', { name: 'Finding referrals for myself' }).check({ force: true });
    await survey.getByLabel('What do you love most?').fill('Asking a referrer takes a minute.');
    await survey.getByLabel('What should we improve?').fill('Show when the referrer has read my request.');
    await survey.getByRole('button', { name: 'Submit Feedback' }).click();
    await toast(page).getByText('Thank you for your feedback!').waitFor();
    await survey.waitFor({ state: 'detached' });

    const trace = (await page.evaluate('window.__devToolsStandIn.exportFile()')) as string;
    const finalState = (await page.evaluate('window.__devToolsStandIn.currentState()')) as string;

    if (trace.includes(candidate.password) || finalState.includes(candidate.password)) {
      throw new Error('The recording holds the password it signed in with: it must not be committed.');
    }
    const types = (JSON.parse(JSON.parse(trace).payload) as Array<{ type: string }>).map((action) => action.type);
    const missing = REQUEST_THEN_SURVEY_EVENTS.filter((type) => !types.includes(type));
    if (missing.length > 0) throw new Error(`The recording lacks ${missing.join(', ')}; it has ${types.join(', ')}`);

    await mkdir(FIXTURES, { recursive: true });
    await writeFile(TRACE_FILE, await prettierJson(TRACE_FILE, trace));
    await writeFile(FINAL_STATE_FILE, await prettierJson(FINAL_STATE_FILE, finalState));
    console.log(`Recorded ${types.length} actions into ${path.relative(process.cwd(), TRACE_FILE)}`);
  } finally {
    await browser.close();
    await server.stop();
    await remove();
  }
}

await record();
