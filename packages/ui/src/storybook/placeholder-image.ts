/**
 * A picture for stories made on the spot (an SVG data URL): no network, identical on every run,
 * so visual baselines stay stable.
 */
export function placeholderImage(label: string, hue: number, width = 640, height = 400): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 72%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 50% 45%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.16}" fill="hsl(${hue} 80% 92%)" opacity="0.8"/>
<path d="M0 ${height * 0.78} L${width * 0.3} ${height * 0.5} L${width * 0.55} ${height * 0.72} L${width * 0.75} ${height * 0.56} L${width} ${height * 0.8} V${height} H0Z" fill="hsl(${hue} 45% 30%)" opacity="0.55"/>
<text x="24" y="${height - 24}" font-family="sans-serif" font-size="28" fill="#fff">${label}</text>
</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
