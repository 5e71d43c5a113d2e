import { useSyncExternalStore } from 'react';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export type DeviceInput = { userAgent: string; touch: boolean; width: number; height: number };

/** Spec §9: touch screens are classified by area, others by width. */
const MOBILE_MAX_AREA = 400_000;
const TABLET_MAX_AREA = 1_000_000;
const TABLET_MIN_WIDTH = 768;
const DESKTOP_MIN_WIDTH = 1024;

/** A phone or tablet user agent: such a device has a touch screen even when the touch probes say otherwise. */
function isHandheldUserAgent(userAgent: string): boolean {
  return /iPhone|iPod|iPad|Android/i.test(userAgent);
}

export function classifyDevice({ userAgent, touch, width, height }: DeviceInput): DeviceClass {
  if (touch || isHandheldUserAgent(userAgent)) {
    const area = width * height;
    if (area <= MOBILE_MAX_AREA) return 'mobile';
    if (area <= TABLET_MAX_AREA) return 'tablet';
    return 'desktop';
  }
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

export function readDeviceInput(): DeviceInput {
  return {
    userAgent: navigator.userAgent,
    touch: 'ontouchstart' in window || navigator.maxTouchPoints > 0,
    width: window.innerWidth,
    height: window.innerHeight,
  };
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const currentDeviceClass = (): DeviceClass => classifyDevice(readDeviceInput());

/** The current device class, re-evaluated on resize and orientation change. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, currentDeviceClass);
}
