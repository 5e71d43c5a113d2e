import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { classifyDevice, readDeviceInput } from '../../lib/device';
import { DeviceDebugPage } from './DeviceDebugPage';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

afterEach(cleanup);

describe('DeviceDebugPage', () => {
  it('shows the detection data and the resulting class', () => {
    render(<DeviceDebugPage />);
    const input = readDeviceInput();
    expect(screen.getByText(input.userAgent)).toBeTruthy();
    expect(screen.getByText(`${input.width} × ${input.height} px`)).toBeTruthy();
    expect(screen.getAllByText(classifyDevice(input)).length).toBeGreaterThan(0);
  });

  it('classifies a custom user agent with the current touch support and size', async () => {
    render(<DeviceDebugPage />);
    const output = screen.getByRole('status');
    expect(output.textContent).toBe('Enter a user-agent string to classify it.');
    await userEvent.click(screen.getByLabelText('User-agent string'));
    await userEvent.paste(IPHONE);
    const expected = classifyDevice({ ...readDeviceInput(), userAgent: IPHONE });
    expect(output.textContent).toBe(`Device class: ${expected}`);
  });
});
