// Which saved address the checkout opens with, and when an address is already in the book.
import { describe, expect, it } from "vitest";
import type { Address, AddressInputParsed } from "~/contract";
import type { AppContext } from "~/server/request";
import { preferredChoice, sameAddress } from "~/server/account";

const address = (id: number, lat: number, extra: Partial<Address> = {}): Address => ({
  id,
  kind: "house",
  name: null,
  lat,
  lng: 48.0758,
  field_1: "Salmiya",
  field_2: null,
  field_3: "Salem Al Mubarak St",
  field_4: "10",
  field_5: "12",
  building: null,
  floor: null,
  apartment_no: null,
  notes: null,
  country_iso_code: "KW",
  ...extra,
});

function contextWith(data: Record<string, unknown>): AppContext {
  return { session: { get: (key: string) => data[key] } } as unknown as AppContext;
}

const location = (lat: number, savedAt: number) => ({
  lat,
  lng: 48.0758,
  address: "Salmiya",
  field_1: null,
  field_2: null,
  field_3: null,
  field_5: null,
  savedAt,
});

describe("sameAddress", () => {
  const input = { ...address(0, 29.3339), name: "Home" } as unknown as AddressInputParsed;
  it("is the same place with the same kind and details, whatever the label, case or spaces", () => {
    expect(sameAddress(address(1, 29.3339, { name: "Mum", field_3: " salem al mubarak st " }), input)).toBe(true);
  });
  it("differs by a detail, the kind, or a point a metre away", () => {
    expect(sameAddress(address(1, 29.3339, { field_5: "13" }), input)).toBe(false);
    expect(sameAddress(address(1, 29.3339, { kind: "office" }), input)).toBe(false);
    expect(sameAddress(address(1, 29.33391), input)).toBe(false);
  });
});

describe("preferredChoice", () => {
  const book = [address(3, 29.1), address(7, 29.2), address(5, 29.3)];
  it("on a new device with no location: the newest address", () => {
    expect(preferredChoice(contextWith({}), book, null)).toBe("7");
  });
  it("an address saved at the location's point", () => {
    expect(preferredChoice(contextWith({ lastAddress: { id: 7, at: 50 } }), book, location(29.1, 100))).toBe("3");
  });
  it("the address last used, unless the location was chosen after it", () => {
    expect(preferredChoice(contextWith({ lastAddress: { id: 5, at: 200 } }), book, location(29.9, 100))).toBe("5");
    expect(preferredChoice(contextWith({ lastAddress: { id: 5, at: 50 } }), book, location(29.9, 100))).toBe(
      "location",
    );
  });
  it("the newest address when nothing was used on this device, the location without any; nothing when there is nothing", () => {
    expect(preferredChoice(contextWith({}), book, location(29.9, 100))).toBe("7");
    expect(preferredChoice(contextWith({}), [], location(29.9, 100))).toBe("location");
    expect(preferredChoice(contextWith({}), [], null)).toBeNull();
  });
});
