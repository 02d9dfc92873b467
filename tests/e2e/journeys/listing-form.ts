import type { Page } from "playwright-core";

/**
 * Fills /list-property's required fields for a bungalow at Tanoso: the title given, and the
 * contact's name and e-mail (Abena Owusu's unless given).
 */
export async function fillListing(
  page: Page,
  title: string,
  contact: { name: string; email: string } = {
    name: "Abena Owusu",
    email: "abena.owusu@example.com",
  },
): Promise<void> {
  await page.getByLabel("Property title").fill(title);
  await page.getByLabel("Price (GH₵)").fill("380000");
  await page.getByLabel("Location").fill("Tanoso, Kumasi");
  await page.getByLabel("Property type").selectOption("house");
  await page
    .getByLabel("Description")
    .fill("Three-bedroom bungalow with a porch, a mango tree and a new roof.");
  await page.getByLabel("Contact name").fill(contact.name);
  await page.getByLabel("Contact email").fill(contact.email);
}
