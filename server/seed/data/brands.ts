/** `wmi` starts every VIN the brand issues; premium cars pay more import tax when new. */
export const brandSeeds = [
  { slug: 'toyota', name: 'Toyota', wmi: 'JTD', premium: false },
  { slug: 'honda', name: 'Honda', wmi: 'JHM', premium: false },
  { slug: 'hyundai', name: 'Hyundai', wmi: 'KMH', premium: false },
  { slug: 'kia', name: 'Kia', wmi: 'KNA', premium: false },
  { slug: 'nissan', name: 'Nissan', wmi: 'JN1', premium: false },
  { slug: 'mitsubishi', name: 'Mitsubishi', wmi: 'JA4', premium: false },
  { slug: 'suzuki', name: 'Suzuki', wmi: 'JS2', premium: false },
  { slug: 'mazda', name: 'Mazda', wmi: 'JM1', premium: false },
  { slug: 'subaru', name: 'Subaru', wmi: 'JF2', premium: false },
  { slug: 'jeep', name: 'Jeep', wmi: '1C4', premium: false },
  { slug: 'ford', name: 'Ford', wmi: '1FA', premium: false },
  { slug: 'chevrolet', name: 'Chevrolet', wmi: '1GN', premium: false },
  { slug: 'lexus', name: 'Lexus', wmi: 'JTJ', premium: true },
  { slug: 'bmw', name: 'BMW', wmi: 'WBA', premium: true },
  { slug: 'mercedes-benz', name: 'Mercedes-Benz', wmi: 'WDD', premium: true },
];
