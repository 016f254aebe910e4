/** WCAG 2.x contrast ratio between two CSS colours given as #rgb, #rrggbb, rgb(…) or hsl(…). */

type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round((light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))) * 255);
  };
  return [f(0), f(8), f(4)];
}

export function parseColor(color: string): Rgb {
  const c = color.trim().toLowerCase();
  const numbers = () => (c.match(/[\d.]+/g) ?? []).map(Number);
  if (c.startsWith('hsl')) {
    const [h, s, l] = numbers();
    return hslToRgb(h, s, l);
  }
  if (c.startsWith('rgb')) {
    const [r, g, b] = numbers();
    return [r, g, b];
  }
  const hex = c.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  if (!/^[0-9a-f]{6}$/.test(full)) throw new Error(`Unsupported colour: ${color}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function relativeLuminance(color: string): number {
  const [r, g, b] = parseColor(color).map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}
