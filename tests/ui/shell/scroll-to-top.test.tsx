/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from "@testing-library/react";
import { ScrollToTop } from "#web/ui/components/layout/scroll-to-top.js";

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

const button = () => screen.queryByRole("button", { name: "Scroll to top" });

afterEach(() => scrollTo(0));

describe("the scroll-to-top button (spec §2, §9: more than 300 px)", () => {
  it("is hidden up to 300 px of scroll and shown from 301 px", () => {
    render(<ScrollToTop />);
    expect(button()).toBeNull();
    scrollTo(300);
    expect(button()).toBeNull();
    scrollTo(301);
    expect(button()).not.toBeNull();
    scrollTo(120);
    expect(button()).toBeNull();
  });

  it("shows at once on a page that opens already scrolled", () => {
    Object.defineProperty(window, "scrollY", { value: 900, configurable: true });
    render(<ScrollToTop />);
    expect(button()).not.toBeNull();
  });

  it("steps aside while a field has the focus, so it never covers what is being typed (issue 33)", () => {
    render(
      <>
        <input aria-label="Message" />
        <ScrollToTop />
      </>,
    );
    scrollTo(900);
    expect(button()).not.toBeNull();
    act(() => screen.getByLabelText("Message").focus());
    expect(button()).toBeNull();
    act(() => screen.getByLabelText("Message").blur());
    expect(button()).not.toBeNull();
  });

  it("scrolls smoothly to the top when clicked", () => {
    const scroll = jest.fn();
    window.scrollTo = scroll as unknown as typeof window.scrollTo;
    render(<ScrollToTop />);
    scrollTo(301);
    fireEvent.click(button() as HTMLElement);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: "smooth" });
  });
});
