/**
 * Browser contexts that a test file closes are kept, reset, and handed to its next test that asks
 * for one with the same options, with their page.
 *
 * Why: on a 2-core machine a new page costs about a CPU-second before its first heading shows
 * (a renderer that compiles the app's scripts afresh), four times a navigation in a page that
 * has loaded the app before. Most browser tests start with a new context and page, so reusing
 * them was the largest cut in the suite's time.
 *
 * What a test sees is a new context: no cookies, no local or session storage, no routes, no
 * listeners of the test before, no other pages, the viewport it asked for, and a page parked on
 * /robots.txt of the app (so nothing of the previous test's app is still running). Closing it
 * returns it to the pool. A context whose state cannot be reset is closed for real instead:
 * one with a fake clock, init scripts, exposed functions, extra headers, offline mode or a
 * closed page. Only contexts whose options are all in POOLED_OPTIONS are pooled.
 *
 * A fake clock or an init script on a page that has been used before does not take (the page
 * stalls), so a test that installs one asks for a context of its own with freshContext(); a
 * reused context refuses those calls with an error that says so.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** The context options a pooled context may be asked for with; any other option gets a context of its own. */
const POOLED_OPTIONS = new Set(['viewport', 'baseURL', 'reducedMotion', 'acceptDownloads']);

/** Methods whose effect a reset cannot undo: calling one keeps the context out of the pool. */
const LASTING_CONTEXT = new Set([
  'clock',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setOffline',
  'setGeolocation',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
]);
const LASTING_PAGE = new Set(['clock', 'addInitScript', 'exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'routeFromHAR', 'routeWebSocket']);

/** Methods that add an event listener, on a context or a page. */
const LISTEN = new Set(['on', 'once', 'addListener', 'prependListener', 'prependOnceListener']);

type Emitter = { off(event: string, listener: (...args: never[]) => unknown): unknown };

/** `method` of `target` bound to it, recording the listeners it adds in `entry`. */
function bound(entry: Entry, target: object, property: string | symbol, value: unknown): unknown {
  if (typeof value !== 'function') return value;
  const method = value as (...args: unknown[]) => unknown;
  if (typeof property === 'string' && LISTEN.has(property)) {
    return (event: string, listener: (...args: never[]) => unknown) => {
      entry.listeners.push([target as Emitter, event, listener]);
      return method.call(target, event, listener);
    };
  }
  return method.bind(target);
}

/** Playwright's viewport when a context is made without one. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

type Entry = {
  key: string;
  options: BrowserContextOptions;
  context: BrowserContext;
  /** The page kept with the context, made by its first newPage(). */
  page: Page | null;
  pageHandedOut: boolean;
  lasting: boolean;
  /** Handed out before, by an earlier test. */
  reused: boolean;
  /** Listeners the test added to the context or its page, removed when it is returned. */
  listeners: [Emitter, string, (...args: never[]) => unknown][];
  proxy: BrowserContext;
  pageProxy: Page | null;
};

const unpooled = new WeakMap<Browser, Browser>();

/** A context of its own, never pooled: for a test that installs a fake clock or an init script. */
export function freshContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return (unpooled.get(browser) ?? browser).newContext(options);
}

/** Marks `entry` as holding state a reset cannot undo; refused outright on a reused context. */
function lasting(entry: Entry, property: string): void {
  if (entry.reused) {
    throw new Error(`${property} on a reused browser context does not take: make this test's context with freshContext() (web/test/context-pool.ts)`);
  }
  entry.lasting = true;
}

/**
 * `value` (a method, or an object of methods such as `clock`) whose calls mark the context as
 * lasting, or are refused on a reused one. Reading it alone (as a test runner's printer does) is
 * not a use.
 */
function guarded(entry: Entry, name: string, value: unknown, owner: object): unknown {
  if (typeof value === 'function') {
    const method = value as (...args: unknown[]) => unknown;
    return (...args: unknown[]) => {
      try {
        lasting(entry, name);
      } catch (error) {
        // Playwright's methods answer with promises: so does the refusal.
        return Promise.reject(error as Error);
      }
      return method.apply(owner, args);
    };
  }
  if (value === null || typeof value !== 'object') return value;
  return new Proxy(value, {
    get(target, property) {
      const member: unknown = Reflect.get(target, property, target);
      return typeof property === 'string' ? guarded(entry, `${name}.${property}`, member, target) : member;
    },
  });
}

/** `browser`, whose newContext() hands out pooled contexts as described above. */
export function poolContexts(browser: Browser): Browser {
  const idle = new Map<string, Entry[]>();

  async function release(entry: Entry): Promise<void> {
    const { context, page } = entry;
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      if (entry.lasting || !page || page.isClosed() || !entry.options.baseURL) throw new Error('not reusable');
      // Only the listeners the test added: Playwright keeps listeners of its own on these objects.
      for (const [target, event, listener] of entry.listeners.splice(0)) target.off(event, listener);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // Parked on a page of the app's origin with no script: the test's app is gone, and the next
      // test's first navigation stays in this renderer, whose compiled scripts it reuses.
      await page.goto(new URL('/robots.txt', entry.options.baseURL).href);
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await context.clearCookies();
      await context.clearPermissions();
    } catch {
      await context.close().catch(() => undefined);
      return;
    }
    entry.pageHandedOut = false;
    const list = idle.get(entry.key) ?? [];
    list.push(entry);
    idle.set(entry.key, list);
  }

  function wrapPage(entry: Entry, page: Page): Page {
    return new Proxy(page, {
      get(target, property) {
        if (typeof property === 'string' && LASTING_PAGE.has(property)) return guarded(entry, property, Reflect.get(target, property, target), target);
        if (property === 'context') return () => entry.proxy;
        return bound(entry, target, property, Reflect.get(target, property, target));
      },
    });
  }

  function wrapContext(entry: Entry): BrowserContext {
    return new Proxy(entry.context, {
      get(target, property) {
        if (typeof property === 'string' && LASTING_CONTEXT.has(property)) return guarded(entry, property, Reflect.get(target, property, target), target);
        if (property === 'close') return () => release(entry);
        if (property === 'newPage') {
          return async () => {
            if (entry.pageHandedOut) {
              // The context may have been made for another size: this page gets the one asked for.
              const extra = await target.newPage();
              await extra.setViewportSize(entry.options.viewport ?? DEFAULT_VIEWPORT);
              return extra;
            }
            entry.page ??= await target.newPage();
            entry.pageProxy ??= wrapPage(entry, entry.page);
            entry.pageHandedOut = true;
            return entry.pageProxy;
          };
        }
        return bound(entry, target, property, Reflect.get(target, property, target));
      },
    });
  }

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const poolable = Object.keys(options).every((key) => POOLED_OPTIONS.has(key));
    if (!poolable) return browser.newContext(options);
    // The viewport is not part of the key: a reused page takes the size asked for.
    const key = JSON.stringify(
      Object.entries(options)
        .filter(([name]) => name !== 'viewport')
        .sort(([a], [b]) => a.localeCompare(b)),
    );
    const reused = idle.get(key)?.pop();
    if (reused) {
      reused.reused = true;
      reused.options = options;
      if (reused.page) await reused.page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
      return reused.proxy;
    }
    const entry = {
      key,
      options,
      context: await browser.newContext(options),
      page: null,
      pageHandedOut: false,
      lasting: false,
      reused: false,
      listeners: [],
    } as unknown as Entry;
    entry.proxy = wrapContext(entry);
    return entry.proxy;
  }

  const pooled = new Proxy(browser, {
    get(target, property) {
      if (property === 'newContext') return newContext;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  unpooled.set(pooled, browser);
  return pooled;
}
