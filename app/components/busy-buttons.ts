// With JS, a form post's button shows the post is on its way until it settles: `aria-busy` and the
// busy look of tailwind.css (`[data-busy]`: dimmed, a spinner after its text, taps ignored), its text
// kept. One listener serves every form of the app, so no form has to remember it. A submit Remix
// takes (its handler prevented the browser's post: a <Form> or a fetcher's form) marks its button
// until Remix's navigation and fetchers are all idle again (the answer and the reload after it are
// in), as `useNavigation` and `useFetchers` tell; a post the browser makes itself loads a new
// document, so its button stays busy until the page is left. GET forms are not marked.
import { useEffect } from "react";

/** Who ends a marked button's busy state: Remix settling, or the new document. */
type Waiting = "remix" | "document";

const marked = new Map<HTMLElement, Waiting>();

function isPost(form: HTMLFormElement, submitter: HTMLElement | null): boolean {
  const method = submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get";
  return method.toLowerCase() !== "get" && method.toLowerCase() !== "dialog";
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

/** Marks the button of every form post; `settled`: Remix has no navigation or fetcher under way. */
export function useBusyButtons(settled: boolean): void {
  useEffect(() => {
    // Bubbling on window: after every handler of the page ran (React's, on the root, first).
    const onSubmitted = (event: SubmitEvent) => {
      const form = event.target instanceof HTMLFormElement ? event.target : null;
      const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
      const button =
        submitter ??
        form?.querySelector<HTMLElement>("button:not([type=button]):not([type=reset]), input[type=submit]") ??
        null;
      if (form && button && isPost(form, submitter)) mark(button, event.defaultPrevented ? "remix" : "document");
    };
    // Back to a page kept in the back/forward cache: nothing of it is on its way any more.
    const onShow = (event: PageTransitionEvent) => event.persisted && [...marked.keys()].forEach(unmark);
    window.addEventListener("submit", onSubmitted);
    window.addEventListener("pageshow", onShow);
    return () => {
      window.removeEventListener("submit", onSubmitted);
      window.removeEventListener("pageshow", onShow);
    };
  }, []);
  useEffect(() => {
    if (!settled) return;
    for (const [button, waiting] of marked) if (waiting === "remix" || !button.isConnected) unmark(button);
  }, [settled]);
}
