// A page's own form with JS posts data (`?_data`), so the action answers its success as data
// (`Done`) where a plain form gets a 303 (decision 21). The page then goes where the 303 would have
// sent it; a target that is this page needs nothing (its loaders ran again after the post).
import { useEffect } from "react";
import { useLocation, useNavigate } from "@remix-run/react";
import { formDone } from "~/forms/form-failure";
import { KEEP_TOAST } from "./toasts";

const BASE = "http://same.invalid";

/** One page, whatever the query's encoding ("?a=/b" and "?a=%2Fb"). */
function samePage(a: string, b: string): boolean {
  const x = new URL(a, BASE);
  const y = new URL(b, BASE);
  return x.pathname === y.pathname && x.searchParams.toString() === y.searchParams.toString();
}

export function useFollowDone(answer: unknown): void {
  const navigate = useNavigate();
  const here = useLocation();
  useEffect(() => {
    const target = formDone(answer)?.redirectTo;
    if (target && !samePage(target, here.pathname + here.search)) navigate(target, { state: KEEP_TOAST }); // the toast of the post goes with it
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow each answer once
  }, [answer]);
}
