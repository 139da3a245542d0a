// Disk usage per mounted filesystem, read from the operating system: /proc/mounts names the
// mounts, statfs measures them. Where /proc/mounts does not exist (macOS, Windows) only '/' is measured.
import { readFile, stat, statfs } from 'node:fs/promises';

export interface DiskUsage {
  mounted_on: string;
  /** Share of the space an ordinary user can use that is taken, 0..100, two decimals (as df counts it). */
  used_percent: number;
}

/** Filesystems that hold data on a local disk. Pseudo (proc, cgroup ...), memory (tmpfs) and network ones are left out. */
const DISK_FS_TYPES = new Set(['ext2', 'ext3', 'ext4', 'xfs', 'btrfs', 'zfs', 'overlay', 'f2fs', 'jfs', 'reiserfs', 'vfat', 'exfat', 'ntfs', 'ntfs3', 'fuseblk']);

export interface MountEntry {
  source: string;
  mountPoint: string;
  type: string;
}

/** /proc/mounts writes spaces, tabs, newlines and backslashes in paths as octal escapes. */
const unescapeMountPath = (path: string) => path.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(parseInt(octal, 8)));

/** The disk-backed mounts listed in /proc/mounts text. */
export function parseMounts(text: string): MountEntry[] {
  const mounts: MountEntry[] = [];
  for (const line of text.split('\n')) {
    const [source, mountPoint, type] = line.trim().split(/\s+/);
    if (source && mountPoint && type && DISK_FS_TYPES.has(type)) mounts.push({ source, mountPoint: unescapeMountPath(mountPoint), type });
  }
  return mounts;
}

/** Used percent as df shows it: used / (used + available to users), so reserved blocks count as full. */
export function usedPercent(blocks: number, free: number, available: number): number {
  const used = blocks - free;
  const usable = used + available;
  if (usable <= 0) return 0;
  return Math.round((used / usable) * 10000) / 100;
}

async function mountPoints(): Promise<string[]> {
  let text: string;
  try {
    text = await readFile('/proc/mounts', 'utf8');
  } catch {
    return ['/'];
  }
  const points = parseMounts(text).map((m) => m.mountPoint);
  return points.length ? points : ['/'];
}

/** Usage of every disk-backed filesystem, once each: bind mounts of one filesystem share a device id. */
export async function readDiskUsage(): Promise<DiskUsage[]> {
  const byDevice = new Map<number, DiskUsage>();
  for (const mountPoint of await mountPoints()) {
    try {
      const [info, fsStats] = await Promise.all([stat(mountPoint), statfs(mountPoint)]);
      if (fsStats.blocks === 0) continue;
      const known = byDevice.get(info.dev);
      // The shortest path names the filesystem best ('/' rather than '/etc/hosts').
      if (known && known.mounted_on.length <= mountPoint.length) continue;
      byDevice.set(info.dev, { mounted_on: mountPoint, used_percent: usedPercent(fsStats.blocks, fsStats.bfree, fsStats.bavail) });
    } catch {
      // A mount that vanished or that we may not read is simply not reported.
    }
  }
  return [...byDevice.values()].sort((a, b) => a.mounted_on.localeCompare(b.mounted_on));
}
