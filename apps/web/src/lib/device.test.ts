import { describe, expect, it } from 'vitest';
import { classifyDevice } from './device';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD_UA =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_TABLET_UA =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('classifyDevice', () => {
  describe('touch screens, by area', () => {
    const touch = (width: number, height: number) =>
      classifyDevice({ userAgent: DESKTOP_UA, touch: true, width, height });

    it('is mobile up to and including 400000 px²', () => {
      expect(touch(400, 1000)).toBe('mobile');
      expect(touch(390, 844)).toBe('mobile');
    });

    it('is tablet above 400000 up to and including 1000000 px²', () => {
      expect(touch(400, 1001)).toBe('tablet');
      expect(touch(1000, 1000)).toBe('tablet');
    });

    it('is desktop above 1000000 px²', () => {
      expect(touch(1000, 1001)).toBe('desktop');
      expect(touch(1920, 1080)).toBe('desktop');
    });
  });

  describe('non-touch screens, by width', () => {
    const mouse = (width: number) =>
      classifyDevice({ userAgent: DESKTOP_UA, touch: false, width, height: 900 });

    it('is mobile under 768 px', () => {
      expect(mouse(767)).toBe('mobile');
    });

    it('is tablet from 768 up to 1023 px', () => {
      expect(mouse(768)).toBe('tablet');
      expect(mouse(1023)).toBe('tablet');
    });

    it('is desktop from 1024 px', () => {
      expect(mouse(1024)).toBe('desktop');
    });

    it('ignores the height', () => {
      expect(classifyDevice({ userAgent: DESKTOP_UA, touch: false, width: 1024, height: 200 })).toBe(
        'desktop',
      );
    });
  });

  describe('phone and tablet user agents count as touch', () => {
    // Landscape sizes, where classifying by width would give a bigger class than classifying by area.
    it.each([
      ['iPhone', IPHONE_UA, 844, 390, 'mobile'],
      ['Android phone', ANDROID_PHONE_UA, 915, 412, 'mobile'],
      ['iPad', IPAD_UA, 1180, 820, 'tablet'],
      ['Android tablet', ANDROID_TABLET_UA, 1200, 800, 'tablet'],
    ] as const)('%s', (_name, userAgent, width, height, expected) => {
      expect(classifyDevice({ userAgent, touch: false, width, height })).toBe(expected);
    });
  });
});
