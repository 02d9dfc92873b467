import fs from "node:fs";

/**
 * The TCP ports a process listens on, read from /proc as `ss -ltnp` would: the inodes of its
 * sockets, matched against the kernel's tables of listening sockets (state 0A).
 */
export function listeningTcpPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed between the listing and the read
    }
  }
  const ports = new Set<number>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== "0A" || !inodes.has(fields[9] as string)) continue;
      ports.add(Number.parseInt((fields[1] as string).split(":")[1] as string, 16));
    }
  }
  return [...ports].sort((a, b) => a - b);
}
