// With JS, a form post's button shows the post is on its way until it settles: `aria-busy` and the
// busy look of tailwind.css (`[data-busy]`: dimmed, a spinner after its text, taps ignored), its text
// kept. One listener serves every form of the app, so no form has to remember it. Which post a submit
// started is read from the router right after the form's own handler ran: a navigation or a fetcher
// that has just begun submitting. The mark goes when that navigation or fetcher is idle again (its
// answer and the reload after it are in), or when the button leaves the page. A form the router does
// not take (a plain post) loads a new document: its button stays busy until the page is left.

type RouterState = (typeof window)["__remixRouter"]["state"];
/** The router's posts at one moment (its fetchers' map is changed in place: copied). */
type Snapshot = Pick<RouterState, "navigation" | "fetchers">;

/** What a marked button waits for: the router's navigation, a fetcher (its key), or a new document. */
type Waiting = { kind: "navigation" } | { kind: "fetcher"; key: string } | { kind: "document" };

const marked = new Map<HTMLElement, Waiting>();

function isPost(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const method = submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get";
  return method.toLowerCase() !== "get" && method.toLowerCase() !== "dialog";
}

/** The post a submit has just started: compared with the router's state before the submit. */
function started(before: Snapshot, after: Snapshot): Waiting | null {
  if (after.navigation !== before.navigation && after.navigation.state === "submitting") return { kind: "navigation" };
  for (const [key, fetcher] of after.fetchers) {
    if (fetcher !== before.fetchers.get(key) && fetcher.state === "submitting") return { kind: "fetcher", key };
  }
  return null;
}

function settled(waiting: Waiting, state: RouterState): boolean {
  if (waiting.kind === "navigation") return state.navigation.state === "idle";
  if (waiting.kind === "fetcher") return (state.fetchers.get(waiting.key)?.state ?? "idle") === "idle";
  return false;
}

function mark(button: HTMLElement, waiting: Waiting) {
  marked.set(button, waiting);
  button.setAttribute("aria-busy", "true");
  button.setAttribute("data-busy", "");
}

function unmark(button: HTMLElement) {
  marked.delete(button);
  button.removeAttribute("aria-busy");
  button.removeAttribute("data-busy");
}

/** Starts watching the page's form posts; returns the way to stop. */
export function watchBusyButtons(): () => void {
  const router = window.__remixRouter as (typeof window)["__remixRouter"] | undefined;
  if (!router) return () => {};
  let before: Snapshot | null = null;
  // Capture: before the form's own handler (Remix's) starts the post.
  const onSubmitting = () => (before = { navigation: router.state.navigation, fetchers: new Map(router.state.fetchers) });
  // Bubbling on window: after every handler of the page ran.
  const onSubmitted = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    const button = submitter ?? form?.querySelector<HTMLElement>("button:not([type=button]):not([type=reset]), input[type=submit]") ?? null;
    const previous = before;
    before = null;
    if (!form || !button || !previous || !isPost(form, submitter)) return;
    const waiting = event.defaultPrevented ? started(previous, router.state) : { kind: "document" as const };
    if (waiting) mark(button, waiting);
  };
  const unsubscribe = router.subscribe((state) => {
    for (const [button, waiting] of marked) if (!button.isConnected || settled(waiting, state)) unmark(button);
  });
  // Back to a page kept in the back/forward cache: nothing of it is on its way any more.
  const onShow = (event: PageTransitionEvent) => event.persisted && [...marked.keys()].forEach(unmark);
  window.addEventListener("submit", onSubmitting, true);
  window.addEventListener("submit", onSubmitted);
  window.addEventListener("pageshow", onShow);
  return () => {
    unsubscribe();
    window.removeEventListener("submit", onSubmitting, true);
    window.removeEventListener("submit", onSubmitted);
    window.removeEventListener("pageshow", onShow);
  };
}
