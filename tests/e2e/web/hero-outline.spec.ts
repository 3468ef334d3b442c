import { expect, test } from '../../support/e2e/app-test';
import { blockSatellite } from '../../support/e2e/satellite';

// Where no picture can be shown, the hero draws the island's coastline with its scale and the
// data's credit: the shape keeps clear of both, at a desktop's width and a phone's.
for (const width of [1280, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test("a tall island's hero outline keeps clear of the map credit and the scale", async ({ page }) => {
      // The picture service fails: the hero falls back to the outline, as it does offline.
      await blockSatellite(page);
      await page.goto('/island/bear-island');
      const art = page.locator('.island-hero').getByTestId('island-outline');
      await expect(art).toHaveAttribute('data-outline', 'drawn');
      const land = (await art.locator('.island-outline__land').boundingBox())!;
      const apart = (a: typeof land, b: typeof land) =>
        a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      for (const part of ['.island-outline__attribution', '.island-outline__scale']) {
        const box = (await art.locator(part).boundingBox())!;
        expect(apart(land, box), JSON.stringify({ part, land, box })).toBe(true);
      }
      // Still a shape a reader can see, not a speck.
      expect(land.height).toBeGreaterThanOrEqual(24);
    });
  });
}
