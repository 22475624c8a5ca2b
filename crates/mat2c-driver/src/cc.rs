//! Writing the C tree and invoking the system C compiler.

use std::path::{Path, PathBuf};
use std::process::Command;

use mat2c_diag::{Diagnostic, codes};

/// Which BLAS the program links.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Blas {
    /// The system BLAS Octave links (libblas.so.3, Fortran interface) when it is installed,
    /// else OpenBLAS (CBLAS), else the runtime's own kernels.
    #[default]
    Auto,
    /// Always the runtime's own kernels and routines (no BLAS, no LAPACK).
    None,
    /// OpenBLAS, failing if it is missing.
    OpenBlas,
}

/// How many threads the program's parallel loops (`parfor`) and BLAS use.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Default)]
pub enum Threads {
    /// OpenMP's default (`$OMP_NUM_THREADS`, else every core); BLAS keeps its own default.
    #[default]
    Auto,
    /// Exactly this many (1: no OpenMP at all; BLAS single-threaded too).
    N(u32),
}

/// How to call the C compiler.
#[derive(Clone, Debug, Default)]
pub struct CcOptions {
    /// Threads of parallel loops (`-fopenmp` when the compiler supports it, unless 1).
    pub threads: Threads,
    /// The compiler (`$CC`, else `cc`).
    pub cc: Option<String>,
    /// Optimisation level passed as `-O<level>`.
    pub opt_level: Option<String>,
    pub blas: Blas,
    /// Extra flags for every compile and link (e.g. sanitizers); the runtime archive is
    /// cached per flag set.
    pub cflags: Vec<String>,
}

impl CcOptions {
    fn compiler(&self) -> String {
        self.cc
            .clone()
            .or_else(|| std::env::var("CC").ok().filter(|s| !s.is_empty()))
            .unwrap_or_else(|| "cc".to_string())
    }
}

/// No line of the program is at fault: no snippet.
fn cc_error(msg: String) -> Diagnostic {
    Diagnostic::usage(codes::E0002, msg)
}

/// What [`build_executable`] makes.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Build {
    /// Link OpenBLAS through CBLAS.
    pub(crate) blas: bool,
    /// Only compile the program to an object file (`-c`), without linking.
    pub(crate) object: bool,
    /// `-g` (and the C carries `#line` directives).
    pub(crate) debug: bool,
}

/// Writes `<name>.c`, the runtime header and sources into `dir`.
pub(crate) fn write_c_tree(dir: &Path, name: &str, program_c: &str) -> Result<(), Diagnostic> {
    let io = |e: std::io::Error| {
        Diagnostic::usage(
            codes::E0003,
            format!("cannot write C into `{}`: {e}", dir.display()),
        )
    };
    std::fs::create_dir_all(dir).map_err(io)?;
    std::fs::write(dir.join(format!("{name}.c")), program_c).map_err(io)?;
    for (file, text) in mat2c_codegen::runtime_files() {
        std::fs::write(dir.join(file), text).map_err(io)?;
    }
    Ok(())
}

/// True when the program should link OpenBLAS through its CBLAS interface.
pub(crate) fn blas_available(opts: &CcOptions) -> bool {
    match opts.blas {
        Blas::None => false,
        Blas::OpenBlas => true,
        // The library Octave links first (its Fortran interface, `blas_f77_flag`).
        Blas::Auto if blas_f77_flag(opts).is_some() => false,
        Blas::Auto => {
            let dir = scratch_dir("blasprobe");
            let src = dir.join("probe.c");
            let ok = std::fs::create_dir_all(&dir).is_ok()
                && std::fs::write(
                    &src,
                    "#include <cblas.h>\nint main(void){double a=1,b=1,c=0;\
                     cblas_dgemm(CblasColMajor,CblasNoTrans,CblasNoTrans,1,1,1,1.0,&a,1,&b,1,0.0,&c,1);\
                     return c==1.0?0:1;}\n",
                )
                .is_ok()
                && Command::new(opts.compiler())
                    .arg(&src)
                    .arg("-o")
                    .arg(dir.join("probe"))
                    .arg("-lopenblas")
                    .output()
                    .is_ok_and(|o| o.status.success());
            let _ = std::fs::remove_dir_all(&dir);
            ok
        }
    }
}

/// The linker flag of the system's LAPACK (the library Octave links), when the program may
/// use it: `-llapack` where the development link exists, else the runtime library itself
/// (`-l:liblapack.so.3`, Debian's `liblapack3` or OpenBLAS's alternative). `None` with
/// `--blas=none` (the runtime's own routines only) or when neither links. Probed once per
/// compiler.
pub(crate) fn lapack_flag(opts: &CcOptions) -> Option<String> {
    if opts.blas == Blas::None {
        return None;
    }
    // dpotrf of [4] is 2: the symbol links and the library runs.
    let text = "extern void dpotrf_(const char *, const int *, double *, const int *, int *, \
                unsigned long);\n\
                int main(void){double a = 4; int n = 1, info = 1;\
                dpotrf_(\"L\", &n, &a, &n, &info, 1); return info == 0 && a == 2 ? 0 : 1;}\n";
    probe_cached(
        "lapack",
        &opts.compiler(),
        text,
        &["-llapack", "-l:liblapack.so.3"],
    )
}

/// The linker flag of the system's BLAS through its Fortran interface (the library Octave
/// links: `-lblas` where the development link exists, else `-l:libblas.so.3`, OpenBLAS's or
/// the reference BLAS through Debian's alternatives), with `--blas=auto` only: products
/// then make Octave's calls into the same library and carry its bits. Probed once per
/// compiler.
pub(crate) fn blas_f77_flag(opts: &CcOptions) -> Option<String> {
    if opts.blas != Blas::Auto {
        return None;
    }
    // [2 3] * [4; 5] through dgemm_ is 23.
    let text = "extern void dgemm_(const char *, const char *, const int *, const int *, \
                const int *, const double *, const double *, const int *, const double *, \
                const int *, const double *, double *, const int *, unsigned long, \
                unsigned long);\n\
                int main(void){double a[2] = {2, 3}, b[2] = {4, 5}, c = 0, one = 1, zero = 0;\
                int m = 1, k = 2; dgemm_(\"N\", \"N\", &m, &m, &k, &one, a, &m, b, &k, &zero, \
                &c, &m, 1, 1); return c == 23 ? 0 : 1;}\n";
    probe_cached(
        "blas",
        &opts.compiler(),
        text,
        &["-lblas", "-l:libblas.so.3"],
    )
}

/// One line for `--stats`: which BLAS and LAPACK an executable links and why.
pub(crate) fn link_summary(opts: &CcOptions) -> String {
    let blas = if opts.blas == Blas::None {
        "the runtime's own kernel (--blas=none)".to_string()
    } else if let Some(flag) = blas_f77_flag(opts) {
        format!(
            "{flag} (Fortran interface: the BLAS Octave links; opened at the first matrix product)"
        )
    } else if blas_available(opts) {
        "-lopenblas (CBLAS)".to_string()
    } else {
        "the runtime's own kernel (no libblas.so.3 or OpenBLAS found)".to_string()
    };
    let lapack = match lapack_flag(opts) {
        Some(flag) => flag,
        None if opts.blas == Blas::None => "none (--blas=none)".to_string(),
        None => "none (no liblapack.so.3 found)".to_string(),
    };
    format!("link: BLAS {blas}; LAPACK {lapack}\n")
}

/// `-fopenmp` when the C compiler builds and runs an OpenMP program with it (probed once per
/// compiler); `None` otherwise (parfor loops then run serially: the pragmas are ignored).
pub(crate) fn openmp_flag(opts: &CcOptions) -> Option<String> {
    probe_cached(
        "openmp",
        &opts.compiler(),
        "#include <omp.h>\nint main(void){int n=0;\n#pragma omp parallel reduction(+:n)\nn+=1;\nreturn !(n>=1 && omp_get_max_threads()>=1);}\n",
        &["-fopenmp"],
    )
}

/// Probe results by (library, compiler): the flag that linked, if any.
type ProbeCache = std::collections::HashMap<(String, String), Option<String>>;

/// The first of `flags` with which `text` links and runs, probed once per (what, compiler).
fn probe_cached(what: &str, cc: &str, text: &str, flags: &[&str]) -> Option<String> {
    use std::sync::{Mutex, OnceLock};
    static PROBED: OnceLock<Mutex<ProbeCache>> = OnceLock::new();
    let key = (what.to_string(), cc.to_string());
    let cache = PROBED.get_or_init(|| Mutex::new(ProbeCache::new()));
    if let Some(found) = cache.lock().ok().and_then(|m| m.get(&key).cloned()) {
        return found;
    }
    let found = probe_link(what, cc, text, flags);
    if let Ok(mut m) = cache.lock() {
        m.insert(key, found.clone());
    }
    found
}

fn probe_link(what: &str, cc: &str, text: &str, flags: &[&str]) -> Option<String> {
    let dir = scratch_dir(&format!("{what}probe"));
    let src = dir.join("probe.c");
    if std::fs::create_dir_all(&dir).is_err() || std::fs::write(&src, text).is_err() {
        return None;
    }
    let exe = dir.join("probe");
    let found = flags.iter().find(|flag| {
        Command::new(cc)
            .arg(&src)
            .arg("-o")
            .arg(&exe)
            .arg(flag)
            .output()
            .is_ok_and(|o| o.status.success())
            && Command::new(&exe).status().is_ok_and(|s| s.success())
    });
    let _ = std::fs::remove_dir_all(&dir);
    found.map(|f| f.to_string())
}

fn scratch_dir(what: &str) -> PathBuf {
    use std::sync::atomic::{AtomicU32, Ordering};
    static N: AtomicU32 = AtomicU32::new(0);
    std::env::temp_dir().join(format!(
        "mat2c-{}-{}-{}",
        what,
        std::process::id(),
        N.fetch_add(1, Ordering::Relaxed)
    ))
}

/// Where prebuilt runtime archives are kept: `$MAT2C_CACHE_DIR`, else `$XDG_CACHE_HOME/mat2c`,
/// else `~/.cache/mat2c`, else the temp folder.
fn cache_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("MAT2C_CACHE_DIR") {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME") {
        return PathBuf::from(d).join("mat2c");
    }
    if let Some(h) = std::env::var_os("HOME") {
        return PathBuf::from(h).join(".cache").join("mat2c");
    }
    std::env::temp_dir().join("mat2c-cache")
}

/// The runtime compiled once per (sources, compiler, flags) into a static archive, so each
/// program build only compiles the program itself. Returns the archive's path.
fn runtime_archive(opts: &CcOptions, flags: &[String]) -> Result<PathBuf, Diagnostic> {
    use std::hash::{Hash, Hasher};
    // SipHash with fixed keys: the same inputs give the same name in every run.
    let mut h = std::collections::hash_map::DefaultHasher::new();
    for (file, text) in mat2c_codegen::runtime_files() {
        file.hash(&mut h);
        text.hash(&mut h);
    }
    opts.compiler().hash(&mut h);
    flags.hash(&mut h);
    let dir = cache_dir();
    let lib = dir.join(format!("libmat2c_rt-{:016x}.a", h.finish()));
    if lib.is_file() {
        // Its modification time is its last use, for pruning.
        let _ = std::fs::File::options()
            .append(true)
            .open(&lib)
            .and_then(|f| f.set_modified(std::time::SystemTime::now()));
        return Ok(lib);
    }
    let work = scratch_dir("rt");
    let io = |e: std::io::Error| cc_error(format!("cannot build the runtime: {e}"));
    std::fs::create_dir_all(&work).map_err(io)?;
    std::fs::create_dir_all(&dir).map_err(io)?;
    let mut objs = Vec::new();
    for (file, text) in mat2c_codegen::runtime_files() {
        std::fs::write(work.join(file), text).map_err(io)?;
    }
    for (file, _) in mat2c_codegen::runtime_files() {
        if let Some(stem) = file.strip_suffix(".c") {
            let obj = work.join(format!("{stem}.o"));
            let o = Command::new(opts.compiler())
                .args(flags)
                .arg("-c")
                .arg(work.join(file))
                .arg("-o")
                .arg(&obj)
                .output()
                .map_err(|e| {
                    cc_error(format!(
                        "cannot run the C compiler `{}`: {e}",
                        opts.compiler()
                    ))
                })?;
            if !o.status.success() {
                let _ = std::fs::remove_dir_all(&work);
                return Err(cc_error(format!(
                    "the C compiler failed on the runtime ({}):\n{}",
                    suspect(opts),
                    String::from_utf8_lossy(&o.stderr)
                )));
            }
            objs.push(obj);
        }
    }
    // Build under a unique name and rename: concurrent builds never see a partial archive.
    let tmp = work.join("rt.a");
    let o = Command::new("ar")
        .arg("rcs")
        .arg(&tmp)
        .args(&objs)
        .output()
        .map_err(|e| cc_error(format!("cannot run `ar`: {e}")))?;
    if !o.status.success() {
        let _ = std::fs::remove_dir_all(&work);
        return Err(cc_error(format!(
            "`ar` failed on the runtime:\n{}",
            String::from_utf8_lossy(&o.stderr)
        )));
    }
    // The stage name is the scratch folder's (unique per build, not just per process: the
    // test harness builds from several threads of one process, and two threads copying into
    // one stage file interleaved their archives).
    let staged = dir.join(format!(
        ".{}.{}",
        work.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default(),
        lib.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    ));
    std::fs::copy(&tmp, &staged).map_err(io)?;
    std::fs::rename(&staged, &lib).map_err(io)?;
    let _ = std::fs::remove_dir_all(&work);
    prune_cache(&dir, &lib, std::time::SystemTime::now());
    Ok(lib)
}

/// Runtime archives not used for this long are removed from the cache.
pub(crate) const CACHE_MAX_AGE: std::time::Duration =
    std::time::Duration::from_secs(30 * 24 * 3600);
/// The cache is kept under this many bytes, the least recently used archives going first.
pub(crate) const CACHE_MAX_BYTES: u64 = 256 << 20;

/// Bounds the cache after a new archive was added (`keep`): archives unused for
/// [`CACHE_MAX_AGE`] go, then the least recently used until the rest fit in
/// [`CACHE_MAX_BYTES`]; stage files of interrupted builds older than a day go too. Only
/// mat2c's own file names are touched; errors are ignored (another process may prune too).
pub(crate) fn prune_cache(dir: &Path, keep: &Path, now: std::time::SystemTime) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut archives: Vec<(std::time::SystemTime, u64, PathBuf)> = Vec::new();
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Ok(meta) = e.metadata() else {
            continue;
        };
        let used = meta.modified().unwrap_or(now);
        let age = now.duration_since(used).unwrap_or_default();
        let path = e.path();
        if name.starts_with('.') && name.contains("libmat2c_rt-") {
            if age > std::time::Duration::from_secs(24 * 3600) {
                let _ = std::fs::remove_file(&path);
            }
        } else if name.starts_with("libmat2c_rt-") && name.ends_with(".a") && path != keep {
            if age > CACHE_MAX_AGE {
                let _ = std::fs::remove_file(&path);
            } else {
                archives.push((used, meta.len(), path));
            }
        }
    }
    let mut total: u64 =
        archives.iter().map(|a| a.1).sum::<u64>() + std::fs::metadata(keep).map_or(0, |m| m.len());
    archives.sort();
    for (_, len, path) in archives {
        if total <= CACHE_MAX_BYTES {
            break;
        }
        if std::fs::remove_file(&path).is_ok() {
            total -= len;
        }
    }
}

/// Compiles the program and links it with the (cached) runtime into the executable `out`
/// (or, with `how.object`, only compiles it into the object file `out`).
pub(crate) fn build_executable(
    opts: &CcOptions,
    how: Build,
    name: &str,
    program_c: &str,
    out: &Path,
) -> Result<(), Diagnostic> {
    let blas = how.blas;
    let mut flags = vec![
        format!("-O{}", opts.opt_level.as_deref().unwrap_or("2")),
        "-std=c99".to_string(),
    ];
    if how.debug {
        flags.push("-g".to_string());
    }
    if blas {
        flags.push("-DMT_HAVE_CBLAS".to_string());
    }
    let f77blas = if blas { None } else { blas_f77_flag(opts) };
    if f77blas.is_some() {
        // The BLAS is opened at the first product (mt_linalg.c), not linked: programs that
        // multiply no matrices skip loading it.
        flags.push("-DMT_HAVE_F77BLAS".to_string());
        flags.push("-DMT_BLAS_DLOPEN".to_string());
    }
    let lapack = lapack_flag(opts);
    if lapack.is_some() {
        flags.push("-DMT_HAVE_LAPACK".to_string());
    }
    flags.extend(opts.cflags.iter().cloned());
    // OpenMP and the thread count concern the program only (the runtime has no parallel
    // code), so the cached runtime archive does not depend on them.
    let runtime_flags = flags.clone();
    if opts.threads != Threads::N(1) && openmp_flag(opts).is_some() {
        flags.push("-fopenmp".to_string());
    }
    if let Threads::N(n) = opts.threads {
        flags.push(format!("-DM2C_THREADS={n}"));
    }
    let dir = scratch_dir("build");
    write_c_tree(&dir, name, program_c)?;
    if how.object {
        let result = Command::new(opts.compiler())
            .args(&flags)
            .arg("-Werror=implicit-function-declaration")
            .arg("-I")
            .arg(&dir)
            .arg("-c")
            .arg(dir.join(format!("{name}.c")))
            .arg("-o")
            .arg(out)
            .output();
        let _ = std::fs::remove_dir_all(&dir);
        return cc_result(opts, result);
    }
    let lib = runtime_archive(opts, &runtime_flags)?;
    let mut cmd = Command::new(opts.compiler());
    // A call the runtime header does not declare is a mat2c bug: C99 compilers only warn, and
    // the call would then pass pointers as `int` and crash at run time.
    cmd.args(&flags)
        .arg("-Werror=implicit-function-declaration")
        .arg("-I")
        .arg(&dir)
        .arg(dir.join(format!("{name}.c")))
        .arg(&lib)
        .arg("-o")
        .arg(out);
    if let Some(flag) = &lapack {
        cmd.arg(flag);
    }
    if f77blas.is_some() {
        cmd.arg("-ldl");
    }
    if blas {
        cmd.arg("-lopenblas");
    }
    cmd.arg("-lm");
    let result = cmd.output();
    let _ = std::fs::remove_dir_all(&dir);
    cc_result(opts, result)
}

/// Who to suspect when the C compiler rejects mat2c's C: the user's own flags or compiler
/// when given, else mat2c.
fn suspect(opts: &CcOptions) -> String {
    if !opts.cflags.is_empty() {
        format!(
            "check the flags given with --cflag: {}",
            opts.cflags.join(" ")
        )
    } else if opts.cc.is_some() || std::env::var("CC").is_ok_and(|c| !c.is_empty()) {
        format!("check the compiler `{}` ($CC)", opts.compiler())
    } else {
        "a bug in mat2c".to_string()
    }
}

/// The outcome of a compile of the generated program. Paths were checked before (E0003),
/// so a failure here is the generated C's.
fn cc_result(
    opts: &CcOptions,
    result: std::io::Result<std::process::Output>,
) -> Result<(), Diagnostic> {
    match result {
        Ok(o) if o.status.success() => Ok(()),
        Ok(o) => Err(cc_error(format!(
            "the C compiler failed on the generated program ({}):\n{}",
            suspect(opts),
            String::from_utf8_lossy(&o.stderr)
        ))),
        Err(e) => Err(cc_error(format!(
            "cannot run the C compiler `{}`: {e}",
            opts.compiler()
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::{CACHE_MAX_AGE, prune_cache};
    use std::time::{Duration, SystemTime};

    #[test]
    fn cache_pruning_drops_old_archives_and_keeps_others() {
        let dir = std::env::temp_dir().join(format!("mat2c-prune-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("dir");
        let file = |name: &str, age_days: u64| {
            let p = dir.join(name);
            std::fs::write(&p, b"x").expect("write");
            let when = SystemTime::now() - Duration::from_secs(age_days * 24 * 3600);
            std::fs::File::options()
                .append(true)
                .open(&p)
                .and_then(|f| f.set_modified(when))
                .expect("set mtime");
            p
        };
        let keep = file("libmat2c_rt-0000000000000001.a", 0);
        let recent = file("libmat2c_rt-0000000000000002.a", 3);
        let old = file(
            "libmat2c_rt-0000000000000003.a",
            CACHE_MAX_AGE.as_secs() / 86400 + 1,
        );
        let stage = file(".mat2c-rt-1-2.libmat2c_rt-0000000000000004.a", 2);
        let other = file("notes.txt", 400);
        prune_cache(&dir, &keep, SystemTime::now());
        assert!(keep.exists() && recent.exists() && other.exists());
        assert!(!old.exists() && !stage.exists());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
