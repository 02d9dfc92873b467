import type { Page } from "playwright-core";

/** A finger's target (issue 33): 44×44 CSS px, or at least 24 px with 44 px clear around it. */
export const TAP_TARGET_PX = 44;
const SMALLEST_PX = 24;

/**
 * The controls on the page a finger could miss, each named with its size: every visible link,
 * button, field and ARIA control must be 44×44 CSS px, or at least 24×24 with no other control
 * within the 44-px square centred on it (WCAG 2.2's target spacing, at the 44 px). A link
 * inside a sentence is exempt (WCAG 2.5.8's inline exception), and a checkbox or radio counts as
 * the label it sits in, and a card's stretched link the card. Controls hidden, or off screen until focused (the skip link), are left out.
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ enough, smallest }) => {
      const selector = [
        "a[href]",
        "button",
        "input:not([type=hidden])",
        "select",
        "textarea",
        "summary",
        "[role=button]",
        "[role=tab]",
        "[role=switch]",
        "[role=checkbox]",
        "[role=radio]",
        "[role=menuitem]",
        "[role=option]",
        "[role=slider]",
      ].join(",");
      const inSentence = (el: Element) => {
        if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
        const parent = el.parentElement;
        if (!parent) return false;
        return [...parent.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim().length > 1,
        );
      };
      const boxOf = (el: Element) => {
        // A card's "stretched link": its ::after covers the card, so the card is the target.
        const after = getComputedStyle(el, "::after");
        if (after.content !== "none" && after.position === "absolute") {
          let holder = el.parentElement;
          while (holder && getComputedStyle(holder).position === "static") {
            holder = holder.parentElement;
          }
          if (holder) return holder.getBoundingClientRect();
        }
        const input = el as HTMLInputElement;
        const label =
          el.tagName === "INPUT" && ["checkbox", "radio"].includes(input.type)
            ? el.closest("label")
            : null;
        return (label ?? el).getBoundingClientRect();
      };
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return (
          box.width > 1 &&
          box.height > 1 &&
          style.visibility !== "hidden" &&
          !el.closest("[aria-hidden=true], [inert]") &&
          Number(style.opacity) > 0
        );
      };
      const controls = [...document.querySelectorAll(selector)].filter(
        (el) =>
          shown(el) &&
          // A control inside another control is one target (a link wrapping a button).
          !el.parentElement?.closest(selector),
      );
      const boxes = controls.map((el) => ({ el, box: boxOf(el) }));
      const found: string[] = [];
      for (const { el, box } of boxes) {
        if (box.width >= enough - 0.5 && box.height >= enough - 0.5) continue;
        if (inSentence(el)) continue;
        const cx = box.left + box.width / 2;
        const cy = box.top + box.height / 2;
        const clear =
          box.width >= smallest - 0.5 &&
          box.height >= smallest - 0.5 &&
          boxes.every(
            ({ el: other, box: b }) =>
              other === el ||
              b.right <= cx - enough / 2 ||
              b.left >= cx + enough / 2 ||
              b.bottom <= cy - enough / 2 ||
              b.top >= cy + enough / 2,
          );
        if (clear) continue;
        const name = (
          el.getAttribute("aria-label") ??
          (el as HTMLElement).innerText ??
          el.getAttribute("name") ??
          ""
        )
          .trim()
          .replace(/\s+/g, " ")
          .slice(0, 40);
        const cls = String(el.getAttribute("class") ?? "").slice(0, 50);
        found.push(
          `<${el.tagName.toLowerCase()} class="${cls}"> "${name}" ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
      }
      return found;
    },
    { enough: TAP_TARGET_PX, smallest: SMALLEST_PX },
  );
}
