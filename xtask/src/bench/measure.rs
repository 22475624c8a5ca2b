//! One timed run of one process: wall time (`Instant`) and peak RSS
//! (`ru_maxrss` from `wait4`), with stdout and stderr sent to files.

use std::fs::File;
use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Mutex;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// What one run measured.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Sample {
    pub(crate) wall: Duration,
    /// Peak resident set size in KiB (`ru_maxrss` on Linux).
    pub(crate) max_rss_kib: u64,
    pub(crate) status: ExitStatus,
    /// The run was killed after exceeding the time limit.
    pub(crate) timed_out: bool,
}

/// Runs `command` once with stdout and stderr written to the given files,
/// killing it after `timeout`.
pub(crate) fn run_once(
    command: &mut Command,
    stdout: &Path,
    stderr: &Path,
    timeout: Duration,
) -> io::Result<Sample> {
    command
        .stdin(Stdio::null())
        .stdout(File::create(stdout)?)
        .stderr(File::create(stderr)?);
    spawn_and_wait4(command, timeout)
}

/// Spawns with `fork` + `exec` and reaps the child with `wait4`.
///
/// Why not plain `Command::spawn`: std spawns with `posix_spawn`, i.e. a
/// `CLONE_VM` child that borrows this process's memory until `exec`, and
/// Linux then counts this process's lifetime peak RSS into the child's
/// `ru_maxrss`. A (no-op) `pre_exec` hook makes std use a real `fork`, after
/// which the child starts from about 1 MiB, like under GNU time.
#[allow(
    unsafe_code,
    reason = "libc::wait4 is the only way to read one child's rusage (ru_maxrss), \
              and pre_exec is needed to keep the parent's RSS out of it"
)]
fn spawn_and_wait4(command: &mut Command, timeout: Duration) -> io::Result<Sample> {
    // SAFETY: the hook does nothing, so it is trivially async-signal-safe.
    unsafe {
        command.pre_exec(|| Ok(()));
    }
    let start = Instant::now();
    let child = command.spawn()?;
    let pid = libc::pid_t::try_from(child.id())
        .map_err(|_| io::Error::other("child pid does not fit pid_t"))?;
    let child = Mutex::new(child);
    let (done, wait_done) = mpsc::channel::<()>();
    std::thread::scope(|scope| {
        let watchdog = scope.spawn(|| watch(&child, wait_done, timeout));
        let mut status: libc::c_int = 0;
        // SAFETY: `rusage` is plain old data, for which all-zero bytes are a valid value.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        let reaped = loop {
            // SAFETY: both pointers refer to live locals for the duration of the call,
            // and `pid` is our own child, not yet reaped (std never waits on it).
            let reaped = unsafe { libc::wait4(pid, &raw mut status, 0, &raw mut usage) };
            if reaped == pid {
                break Ok(());
            }
            let error = io::Error::last_os_error();
            if error.kind() != io::ErrorKind::Interrupted {
                break Err(error);
            }
        };
        let wall = start.elapsed();
        // The watchdog may already have finished; a closed channel is fine.
        let _ = done.send(());
        let timed_out = watchdog.join().unwrap_or(false);
        reaped.map(|()| Sample {
            wall,
            max_rss_kib: u64::try_from(usage.ru_maxrss).unwrap_or(0),
            status: ExitStatus::from_raw(status),
            timed_out,
        })
    })
}

/// Kills the child unless told it finished within `timeout`; returns whether it killed.
fn watch(child: &Mutex<Child>, done: mpsc::Receiver<()>, timeout: Duration) -> bool {
    match done.recv_timeout(timeout) {
        Err(mpsc::RecvTimeoutError::Timeout) => {
            if let Ok(mut child) = child.lock() {
                let _ = child.kill();
            }
            true
        }
        Ok(()) | Err(mpsc::RecvTimeoutError::Disconnected) => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp(name: &str) -> std::path::PathBuf {
        std::env::temp_dir().join(format!("xtask-measure-{}-{name}", std::process::id()))
    }

    #[test]
    fn measures_a_process() {
        // Raise this process's peak RSS well above the child's.
        let ballast = vec![1_u8; 64 << 20];
        assert_eq!(
            ballast.iter().map(|&b| usize::from(b)).sum::<usize>(),
            64 << 20
        );
        drop(ballast);
        let (out, err) = (temp("ok.out"), temp("ok.err"));
        let mut command = Command::new("sh");
        command.args(["-c", "echo hi; echo oops >&2; exit 3"]);
        let sample = run_once(&mut command, &out, &err, Duration::from_secs(30));
        let sample = sample.expect("sh runs");
        assert_eq!(sample.status.code(), Some(3));
        assert!(!sample.timed_out);
        assert!(sample.max_rss_kib > 0);
        // The child's peak RSS must not include this (larger) test process's.
        assert!(sample.max_rss_kib < 32 * 1024, "{} KiB", sample.max_rss_kib);
        assert_eq!(std::fs::read_to_string(&out).ok().as_deref(), Some("hi\n"));
        assert_eq!(
            std::fs::read_to_string(&err).ok().as_deref(),
            Some("oops\n")
        );
        let _ = (std::fs::remove_file(out), std::fs::remove_file(err));
    }

    #[test]
    fn kills_after_timeout() {
        let (out, err) = (temp("slow.out"), temp("slow.err"));
        let mut command = Command::new("sleep");
        command.arg("10");
        let sample = run_once(&mut command, &out, &err, Duration::from_millis(100));
        let sample = sample.expect("sleep runs");
        assert!(sample.timed_out);
        assert!(!sample.status.success());
        assert!(sample.wall < Duration::from_secs(5));
        let _ = (std::fs::remove_file(out), std::fs::remove_file(err));
    }
}
