import { toCsv } from "#web/ui/lib/export-file.js";

describe("CSV export of one record", () => {
  it("writes a header line and a value line", () => {
    expect(toCsv({ id: 3, title: "Osu flat", price: "450000.00" })).toBe(
      "id,title,price\r\n3,Osu flat,450000.00\r\n",
    );
  });

  it("quotes commas, quotes and line breaks, and leaves empty values empty", () => {
    expect(toCsv({ location: "Osu, Accra", note: 'a "big"\nhouse', area: null })).toBe(
      'location,note,area\r\n"Osu, Accra","a ""big""\nhouse",\r\n',
    );
  });

  it("keeps a spreadsheet from running a cell as a formula", () => {
    expect(toCsv({ title: '=HYPERLINK("http://x")', other: "@SUM(A1)" })).toBe(
      'title,other\r\n"\'=HYPERLINK(""http://x"")",\'@SUM(A1)\r\n',
    );
  });
});
