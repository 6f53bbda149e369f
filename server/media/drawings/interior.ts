import { paint } from './color.ts';

/** Taller bodies sit the driver higher, so the dashboard reaches lower in the picture. */
const TALL_BODIES = new Set(['muvsuv', 'jeep', 'minivan', 'van', 'cargo-van', 'pick-up', 'truck', 'other']);

/**
 * Interiors only differ between low and tall bodies, so every body shares the picture of one
 * of two representatives: far fewer files to draw for the same look.
 */
export const cabinBodyStyle = (bodyStyle: string): string => (TALL_BODIES.has(bodyStyle) ? 'muvsuv' : 'sedan');
export const CABIN_BODY_STYLES = ['sedan', 'muvsuv'] as const;

const gauge = (cx: number, cy: number, r: number) => `
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#0d0f12" stroke="#6b7178" stroke-width="3"/>
  <circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="none" stroke="#3fb4e6" stroke-width="3" stroke-dasharray="4 8" opacity="0.8"/>
  <line x1="${cx}" y1="${cy}" x2="${cx - r * 0.55}" y2="${cy - r * 0.5}" stroke="#ff5a3c" stroke-width="4" stroke-linecap="round"/>
  <circle cx="${cx}" cy="${cy}" r="6" fill="#c9ced4"/>`;

const vent = (x: number, y: number, width: number) => `
  <rect x="${x}" y="${y}" width="${width}" height="40" rx="12" fill="#121417" stroke="#5d636a" stroke-width="3"/>
  ${[10, 20, 30].map((dy) => `<line x1="${x + 8}" y1="${y + dy}" x2="${x + width - 8}" y2="${y + dy}" stroke="#4a5057" stroke-width="3"/>`).join('')}`;

/** The cabin from the back seat: windscreen view, dashboard, wheel, screen, console and front seats in the upholstery colour. */
export function drawInterior(bodyStyle: string, hex: string): string {
  const seat = paint(hex);
  const dash = TALL_BODIES.has(bodyStyle) ? 330 : 360;
  // Front seats at the picture's edges, so the wheel and dashboard stay in view.
  const seatPath = (x: number, flip: 1 | -1) =>
    `<path d="M${x},800 L${x + flip * 16},${600} Q${x + flip * 34},${540} ${x + flip * 125},${538} Q${x + flip * 216},${540} ${x + flip * 234},${600} L${x + flip * 250},800 Z" fill="url(#seat)" stroke="${seat.deep}" stroke-width="3"/>
     <path d="M${x + flip * 60},800 L${x + flip * 68},${590} M${x + flip * 190},800 L${x + flip * 182},${590}" stroke="${seat.light}" stroke-width="3" stroke-dasharray="8 6" opacity="0.7"/>
     <rect x="${Math.min(x + flip * 80, x + flip * 170)}" y="${470}" width="90" height="72" rx="24" fill="url(#seat)" stroke="${seat.deep}" stroke-width="3"/>`;
  return `
  <defs>
    <linearGradient id="outside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f3"/><stop offset="0.7" stop-color="#eef3f7"/><stop offset="1" stop-color="#d9dee4"/></linearGradient>
    <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#33363b"/><stop offset="0.4" stop-color="#1f2226"/><stop offset="1" stop-color="#15171a"/></linearGradient>
    <linearGradient id="trim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${seat.light}"/><stop offset="1" stop-color="${seat.dark}"/></linearGradient>
    <linearGradient id="seat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${seat.highlight}"/><stop offset="0.45" stop-color="${seat.base}"/><stop offset="1" stop-color="${seat.deep}"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b3a5a"/><stop offset="1" stop-color="#0b1622"/></linearGradient>
  </defs>
  <rect width="1280" height="800" fill="url(#outside)"/>
  <rect x="0" y="${dash - 120}" width="1280" height="60" fill="#b9c3cc" opacity="0.5"/>
  <path d="M0,0 L1280,0 L1280,60 Q640,20 0,60 Z" fill="#2a2d31"/>
  <path d="M0,0 L170,0 L60,${dash} L0,${dash} Z" fill="#26292d"/><path d="M1280,0 L1110,0 L1220,${dash} L1280,${dash} Z" fill="#26292d"/>
  <rect x="600" y="40" width="80" height="36" rx="8" fill="#1b1d20"/>
  <path d="M0,${dash} Q640,${dash - 50} 1280,${dash} L1280,800 L0,800 Z" fill="url(#dash)"/>
  <path d="M0,${dash + 70} Q640,${dash + 30} 1280,${dash + 70} L1280,${dash + 110} Q640,${dash + 70} 0,${dash + 110} Z" fill="url(#trim)"/>
  <path d="M0,${dash + 74} Q640,${dash + 34} 1280,${dash + 74}" fill="none" stroke="${seat.highlight}" stroke-width="2" stroke-dasharray="6 6" opacity="0.8"/>
  <path d="M250,${dash - 12} Q380,${dash - 60} 510,${dash - 12} L500,${dash + 60} L260,${dash + 60} Z" fill="#17191c"/>
  ${gauge(330, dash + 22, 48)}${gauge(430, dash + 22, 48)}
  <rect x="560" y="${dash - 20}" width="230" height="130" rx="14" fill="url(#screen)" stroke="#3a3f45" stroke-width="4"/>
  <path d="M580,${dash + 80} Q630,${dash + 10} 690,${dash + 50} T770,${dash}" fill="none" stroke="#4fc3f7" stroke-width="4" opacity="0.8"/>
  <circle cx="700" cy="${dash + 44}" r="7" fill="#ff7043"/>
  ${vent(175, dash + 130, 90)}${vent(590, dash + 130, 70)}${vent(690, dash + 130, 70)}${vent(1010, dash + 130, 90)}
  <path d="M560,800 L585,${dash + 190} L775,${dash + 190} L800,800 Z" fill="#1c1f23" stroke="#3a3f45" stroke-width="3"/>
  <rect x="655" y="${dash + 230}" width="50" height="70" rx="20" fill="#2c3035" stroke="#6b7178" stroke-width="3"/>
  <circle cx="380" cy="${dash + 170}" r="150" fill="none" stroke="#141618" stroke-width="34"/>
  <circle cx="380" cy="${dash + 170}" r="150" fill="none" stroke="#3a3e44" stroke-width="4" stroke-dasharray="2 10" opacity="0.6"/>
  <path d="M240,${dash + 190} L330,${dash + 180} L430,${dash + 180} L520,${dash + 190} L430,${dash + 230} L330,${dash + 230} Z" fill="#1b1d21"/>
  <circle cx="380" cy="${dash + 200}" r="46" fill="#22252a" stroke="#4a4f56" stroke-width="3"/>
  <ellipse cx="380" cy="${dash + 200}" rx="20" ry="12" fill="#c9ced4"/>
  ${seatPath(-20, 1)}${seatPath(1300, -1)}`;
}
