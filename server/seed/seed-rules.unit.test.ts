import { describe, expect, it } from 'vitest';
import { makePlate, makeVin, vinCheckDigit } from './cars/identity.ts';
import { searchWords } from './cars/search-text.ts';
import { monthlyPayment, offerDiscount, usedPrice } from './pricing.ts';
import { Random } from './random.ts';
import { slugify } from './slug.ts';

describe('VINs and plates', () => {
  it('computes the North American check digit', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(vinCheckDigit('11111111111111111')).toBe('1');
  });

  it('makes valid, distinct VINs from distinct serials', () => {
    const random = new Random(3);
    const vins = Array.from({ length: 2000 }, (_, serial) => makeVin(random, 'JTD', 2019, serial + 1));
    for (const vin of vins) {
      expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(vin[8]).toBe(vinCheckDigit(vin));
      expect(vin[9]).toBe('K');
    }
    expect(new Set(vins).size).toBe(vins.length);
  });

  it('makes Dominican plates by vehicle class, never twice the same', () => {
    expect(makePlate('sedan', 1)).toMatch(/^A\d{6}$/);
    expect(makePlate('muvsuv', 1)).toMatch(/^G\d{6}$/);
    expect(makePlate('pick-up', 1)).toMatch(/^L\d{6}$/);
    const plates = Array.from({ length: 100_000 }, (_, serial) => makePlate('sedan', serial + 1));
    expect(new Set(plates).size).toBe(plates.length);
  });
});

describe('prices', () => {
  it('charges instalments whose present value repays the financed 70 %', () => {
    const payment = monthlyPayment(1_000_000);
    const rate = 0.129 / 12;
    const presentValue = Array.from({ length: 48 }, (_, month) => payment / (1 + rate) ** (month + 1)).reduce((a, b) => a + b);
    expect(presentValue).toBeCloseTo(700_000, 0);
  });

  it('values newer and less driven cars higher, in round thousands', () => {
    const newPrice = 2_000_000;
    expect(usedPrice(newPrice, 2023, 20_000, 1)).toBeGreaterThan(usedPrice(newPrice, 2016, 90_000, 1));
    expect(usedPrice(newPrice, 2020, 30_000, 1)).toBeGreaterThan(usedPrice(newPrice, 2020, 110_000, 1));
    expect(usedPrice(newPrice, 2020, 60_000, 1) % 5000).toBe(0);
  });

  it('states offers whose discount leads exactly from the old price to the new', () => {
    const offer = offerDiscount(1_235_000, 7.3);
    expect(offer.price + offer.discount).toBe(1_235_000);
    expect(offer.percentage).toBeCloseTo((offer.discount / 1_235_000) * 100, 2);
  });
});

describe('text and randomness', () => {
  it('replays the same sequence for the same seed, and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, ((random) => () => random.next())(new Random(seed)));
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    expect(new Set(new Random(1).sample([1, 2, 3, 4, 5, 6], 4)).size).toBe(4);
  });

  it('drops accents and punctuation from slugs and search text', () => {
    expect(slugify('Sedán i')).toBe('sedan-i');
    expect(slugify('Mercedes-Benz Clase C')).toBe('mercedes-benz-clase-c');
    expect(searchWords('  Híbrido, Año 2020! ')).toBe('hibrido ano 2020');
    expect(searchWords('Honda CR-V 2021')).toBe('honda crv 2021 cr v');
  });
});
