// The branch a located customer is led to on the brand page: the nearest active one that delivers.
import { describe, expect, it } from "vitest";
import { branches, leadBranch } from "~/utils/branches";
import type { StoreSummary } from "~/contract";

function store(
  slug: string,
  metres: number | null,
  delivers: boolean,
  activity: "active" | "inactive" = "active",
): StoreSummary {
  return {
    slug,
    name: slug,
    logo: "",
    address_text: "",
    activity,
    is_open: true,
    purposes: ["delivery"],
    delivery_fee: 500,
    delivery_estimate: { min_minutes: 25, max_minutes: 40 },
    delivery:
      metres === null
        ? null
        : { distance_metres: metres, delivers, fee: 700, estimate: { min_minutes: 30, max_minutes: 45 } },
  } as unknown as StoreSummary;
}

describe("leadBranch", () => {
  it("is the nearest active branch that delivers to the location", () => {
    const list = branches([
      store("far", 9000, true),
      store("closed-down", 100, true, "inactive"),
      store("out", 500, false),
      store("near", 4000, true),
    ]);
    expect(leadBranch(list)?.slug).toBe("near");
  });

  it("is none where no branch delivers, or without a location", () => {
    expect(leadBranch(branches([store("a", 30000, false), store("b", 40000, false)]))).toBeNull();
    expect(leadBranch(branches([store("a", null, false), store("b", null, false)]))).toBeNull();
  });
});
