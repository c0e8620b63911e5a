import { describe, expect, it } from "vitest";

import {
  giftPeopleOf,
  ideaOfCard,
  ideaOfItem,
  ideaPriceOf,
  newIdeaBody,
  personFor,
  personKey,
  personNamed,
  personWithRef,
} from "@/lib/save-as-idea";
import { recommendationItem } from "@/test/fixtures";

const MOM = { id: 12, name: "Mom", email: "mom@example.com" };
const ZOE = { id: 13, name: "Zoe Park", email: null };
/** My friend Ben, who is also my contact Benjamin (one address, in another case). */
const BEN = { id: 5, firstName: "Ben", lastName: "Cole", email: "BEN@example.com" };
const BENJAMIN = { id: 14, name: "Benjamin Cole", email: "ben@example.com " };
const ADA = { id: 6, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
const MIA = { id: 3, name: "Mia" };

describe("personKey", () => {
  it("names each way in", () => {
    expect(personKey({ contactId: 12 })).toBe("contact:12");
    expect(personKey({ friendId: 5 })).toBe("friend:5");
    expect(personKey({ dependantId: 3 })).toBe("dependant:3");
  });
});

describe("giftPeopleOf", () => {
  it("lists contacts, then friends, then family, in the order given", () => {
    const people = giftPeopleOf([MOM, ZOE], [ADA], [MIA]);
    expect(people.map(({ key, name, group }) => [key, name, group])).toEqual([
      ["contact:12", "Mom", "contacts"],
      ["contact:13", "Zoe Park", "contacts"],
      ["friend:6", "Ada Lovelace", "friends"],
      ["dependant:3", "Mia", "family"],
    ]);
    expect(people[2].ref).toEqual({ friendId: 6 });
    expect(people[3].ref).toEqual({ dependantId: 3 });
  });

  it("a friend with a contact's address (any case) is that contact, listed once", () => {
    const people = giftPeopleOf([BENJAMIN, MOM], [BEN, ADA], []);
    expect(people.map((person) => person.key)).toEqual(["contact:14", "contact:12", "friend:6"]);
    // Called by the friend's names too.
    expect(personNamed(people, "ben")?.key).toBe("contact:14");
    expect(personNamed(people, "Ben Cole")?.key).toBe("contact:14");
  });

  it("friends without an address are never merged; a nameless friend goes by their address", () => {
    const people = giftPeopleOf(
      [ZOE],
      [
        { id: 7, firstName: "Zoe", lastName: null, email: null },
        { id: 8, firstName: null, lastName: null, email: "sam@example.com" },
      ],
      [],
    );
    expect(people.map((person) => [person.key, person.name])).toEqual([
      ["contact:13", "Zoe Park"],
      ["friend:7", "Zoe"],
      ["friend:8", "sam"],
    ]);
  });

  it("nobody at all: nobody", () => {
    expect(giftPeopleOf([], [], [])).toEqual([]);
  });
});

describe("personNamed", () => {
  const people = giftPeopleOf([MOM, ZOE], [ADA], [MIA]);

  it.each([
    ["Mom", "contact:12"],
    ["  mom ", "contact:12"],
    ["ZOE PARK", "contact:13"],
    ["ada", "friend:6"],
    ["Ada Lovelace", "friend:6"],
    ["mia", "dependant:3"],
  ])("%j is %s", (name, key) => {
    expect(personNamed(people, name)?.key).toBe(key);
  });

  it.each([null, undefined, "", "Zoe", "Dad"])("%j is no one", (name) => {
    expect(personNamed(people, name)).toBeNull();
  });

  it("the first in the select's order wins", () => {
    const twice = giftPeopleOf([{ id: 1, name: "Sam", email: null }], [], [{ id: 2, name: "sam" }]);
    expect(personNamed(twice, "Sam")?.key).toBe("contact:1");
  });
});

describe("ideaPriceOf", () => {
  it.each([
    ["24.99", { price: "24.99" }],
    ["$24.99", { price: "24.99", currency: "USD" }],
    ["£30", { price: "30", currency: "GBP" }],
    ["€ 12.5", { price: "12.5", currency: "EUR" }],
    [" 15 ", { price: "15" }],
  ])("%j -> %j", (text, price) => {
    expect(ideaPriceOf(text)).toEqual(price);
  });

  it.each([null, undefined, "", "$", "$189/night", "1,299.00", "From $20", "24.999", "about twenty", "$2000000"])(
    "%j -> null",
    (text) => {
      expect(ideaPriceOf(text)).toBeNull();
    },
  );
});

describe("personWithRef", () => {
  const people = giftPeopleOf([BENJAMIN, MOM], [BEN, ADA], [MIA]);

  it("finds each way in", () => {
    expect(personWithRef(people, { contactId: 12 })?.key).toBe("contact:12");
    expect(personWithRef(people, { friendId: 6 })?.key).toBe("friend:6");
    expect(personWithRef(people, { dependantId: 3 })?.key).toBe("dependant:3");
  });

  it("a friend who is one of my contacts is that contact", () => {
    expect(personWithRef(people, { friendId: 5 })?.key).toBe("contact:14");
  });

  it("someone not mine is no one", () => {
    expect(personWithRef(people, { friendId: 99 })).toBeNull();
    expect(personWithRef(people, { contactId: 5 })).toBeNull();
  });
});

describe("personFor", () => {
  const people = giftPeopleOf([MOM], [ADA], []);

  it("by name or by ref; nothing asked is no one", () => {
    expect(personFor(people, { name: "mom" })?.key).toBe("contact:12");
    expect(personFor(people, { ref: { friendId: 6 } })?.key).toBe("friend:6");
    expect(personFor(people, { name: null })).toBeNull();
    expect(personFor(people, null)).toBeNull();
    expect(personFor(people, undefined)).toBeNull();
  });
});

describe("ideaOfCard and ideaOfItem", () => {
  it("a card: its name, link, price text and shop", () => {
    expect(ideaOfCard(recommendationItem())).toEqual({
      name: "Pour-over coffee set",
      link: "https://www.amazon.com/s?k=coffee",
      price: "$24.99",
      shop: "Amazon",
    });
  });

  it("an item: its url, price and where to buy; no name is an empty one", () => {
    expect(ideaOfItem({ name: "Scarf", url: "https://shop.example/s", price: "$45", whereToBuy: "Shop" })).toEqual({
      name: "Scarf",
      link: "https://shop.example/s",
      price: "$45",
      shop: "Shop",
    });
    expect(ideaOfItem({ url: "https://shop.example/s" }).name).toBe("");
  });
});

describe("newIdeaBody", () => {
  it("the card's link, plain price and shop, with the name as typed", () => {
    expect(newIdeaBody({ contactId: 12 }, ideaOfCard(recommendationItem()), " Coffee set ")).toEqual({
      contactId: 12,
      name: "Coffee set",
      link: "https://www.amazon.com/s?k=coffee",
      price: "24.99",
      currency: "USD",
      shop: "Amazon",
    });
  });

  it("leaves out what the card lacks, or what is no plain amount", () => {
    const item = recommendationItem({ affiliateUrl: undefined, price: "Price varies", partnerName: "" });
    expect(newIdeaBody({ dependantId: 3 }, ideaOfCard(item), "Kite")).toEqual({ dependantId: 3, name: "Kite" });
  });

  it("an item's link only when a web address, its shop trimmed", () => {
    const idea = { name: "Scarf", link: "shop.example/scarf", price: "$45.00", shop: " John Lewis " };
    expect(newIdeaBody({ friendId: 6 }, idea, "Scarf")).toEqual({
      friendId: 6,
      name: "Scarf",
      price: "45.00",
      currency: "USD",
      shop: "John Lewis",
    });
  });
});
