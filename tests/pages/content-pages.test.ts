import { escapeHtml } from "../support/page-html.js";
import { sharedBuiltServerForFile } from "../support/shared-built-server.js";

// The content and form pages need no data, so their raw HTML must already hold the page:
// heading, texts, and the forms' labels and buttons (they work before hydration).
const server = sharedBuiltServerForFile();

async function page(pathname: string): Promise<string> {
  const { status, html, headers } = await server.get(pathname);
  expect(status).toBe(200);
  expect(headers.get("content-type")).toMatch(/^text\/html/);
  return html;
}

const h1 = (text: string) => new RegExp(`<h1[^>]*>${text}</h1>`);
const selectedTab = (label: string) =>
  new RegExp(`<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>${label}</button>`);

describe("content pages rendered on the server", () => {
  it("/about tells who Ofie is and makes only the honest claims of spec §1", async () => {
    const html = await page("/about");
    expect(html).toMatch(h1("About Ofie"));
    expect(html).toMatch(/<title>About Ofie[^<]*<\/title>/);
    for (const claim of [
      "Agents are verified before they get their badge.",
      "Basic listings are free.",
      "Featured or premium listings start from GHS 50.",
      "Contact messages are answered within 24 hours.",
      "Agent applications are reviewed within 48 hours.",
      "Blog news is refreshed every 14 days.",
    ]) {
      expect(html).toContain(claim);
    }
  });

  it("/contact has the form, its inquiry types and the FAQ", async () => {
    const html = await page("/contact");
    expect(html).toMatch(h1("Contact Us"));
    expect(html).toMatch(/<title>Contact Us[^<]*<\/title>/);
    for (const label of ["Full name", "Email address", "Phone number (optional)", "Message"]) {
      expect(html).toContain(`>${label}</label>`);
    }
    for (const value of ["buying", "selling", "renting", "agent", "support", "other"]) {
      expect(html).toContain(`<option value="${value}">`);
    }
    expect(html).toContain(">Send Message</button>");
    expect(html).toContain("Frequently Asked Questions");
    expect(html).toContain("<details");
    expect(html).toContain('href="mailto:info@ofie.com.gh"');
  });

  it("/financing opens on the calculator at #mortgage, with banks, tips and process in the HTML", async () => {
    const html = await page("/financing");
    expect(html).toMatch(h1("[^<]*Financing[^<]*"));
    expect(html).toMatch(selectedTab("Calculator"));
    expect(html).toContain('id="mortgage"');
    for (const figure of ["18-22%", "19-24%", "17-21%", "18-23%", "25 years", "15%"]) {
      expect(html).toContain(figure);
    }
    for (const text of [
      "15.5%",
      "16.2%",
      "Fixed rate mortgage",
      "Variable rate mortgage",
      "Construction mortgage",
      "bank statements for 6 months",
      "2-4 weeks",
      "GH₵500-1,000",
      "GH₵1,000-2,000",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("/legal shows the Terms of Service by default", async () => {
    const html = await page("/legal");
    expect(html).toMatch(h1("Legal Information"));
    expect(html).toMatch(selectedTab("Terms of Service"));
    expect(html).toContain("Last updated: 28 June 2025");
    expect(html).toContain('href="/legal?tab=gdpr#legal-document"');
    expect(html).not.toContain("GDPR Notice");
  });

  it("/legal?tab=gdpr arrives with the GDPR document selected", async () => {
    const html = await page("/legal?tab=gdpr");
    expect(html).toMatch(selectedTab("GDPR"));
    expect(html).toMatch(/<h2[^>]*>GDPR Notice<\/h2>/);
    expect(html).toContain("within 72 hours");
    expect(html).not.toContain("Last updated: 28 June 2025");
  });

  it("/legal?tab=ccpa names the subject line and the 45-day answer", async () => {
    const html = await page("/legal?tab=ccpa");
    expect(html).toMatch(selectedTab("CCPA"));
    expect(html).toContain(escapeHtml("'CCPA Privacy Request'"));
    expect(html).toContain("within 45 days");
  });

  it("/legal with an unknown tab falls back to the terms", async () => {
    const html = await page("/legal?tab=nonsense");
    expect(html).toMatch(selectedTab("Terms of Service"));
  });

  it("/list-property has the hero, the form fields and the submit button", async () => {
    const html = await page("/list-property");
    expect(html).toMatch(h1("List Your Property"));
    expect(html).toContain("Reach thousands of potential buyers and renters across Ghana");
    for (const label of [
      "Property title",
      "Price (GH₵)",
      "Description",
      "Location",
      "Property type",
      "Bedrooms",
      "Bathrooms",
      "Area (m²)",
      "Furnished",
      "Property images",
      "Property videos",
      "Contact name",
      "Contact email",
      "Contact phone",
      "Additional information",
    ]) {
      expect(html).toContain(`>${escapeHtml(label)}</label>`);
    }
    expect(html).toContain("10MB per image");
    expect(html).toContain("50MB per video");
    expect(html).toContain(">Submit Property Listing</button>");
  });

  it("/list-property/submitted lasts after a send: awaiting review, what next, sign-in for a visitor (issue 33)", async () => {
    const html = await page("/list-property/submitted");
    expect(html).toMatch(h1("Submitted — awaiting review"));
    expect(html).toContain("What happens next?");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain(`href="/login?returnTo=${encodeURIComponent("/manage-listings")}"`);
    expect(html).toContain(">Create an account</a>");
    expect(html).toContain('href="/list-property"');
  });

  it("/agent-registration has the title, the form, 'What happens next?' and the button", async () => {
    const html = await page("/agent-registration");
    expect(html).toMatch(h1("Get Verified as Real Estate Agent"));
    expect(html).toContain("What happens next?");
    expect(html).toContain("within 48 hours");
    expect(html).toMatch(/JPG\/PNG, max (<!-- -->)?5MB/);
    expect(html).toContain('<option value="Brong-Ahafo">');
    expect(html).toContain('<option value="Real Estate Development">');
    expect(html).toContain(">Submit Application for Review</button>");
    // Decision 43: the mailed link's button sends the visitor back here with a notice.
    expect(await page("/agent-registration?verified=1")).toContain(
      "your e-mail address is confirmed and your application is with our team",
    );
  });

  it("the agent links' pages (/agent-registration/verify/…, /agents/claim/…) say when a link cannot be used", async () => {
    for (const path of ["/agent-registration/verify/", "/agents/claim/"]) {
      const html = await page(`${path}${"x".repeat(43)}`);
      expect(html).toMatch(h1("Link not valid"));
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
  });
});
