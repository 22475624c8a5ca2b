//! Every library file is a well-formed function file that no builtin shadows.

use mat2c_diag::FileId;

#[test]
fn no_library_function_is_a_builtin() {
    for name in mat2c_mlib::names() {
        assert!(
            mat2c_builtins::id_of(name).is_none(),
            "`{name}` is a builtin: lib/{name}.m would never be used"
        );
    }
}

#[test]
fn every_file_parses_and_defines_its_name_first() {
    for (i, (name, text)) in mat2c_mlib::FILES.iter().enumerate() {
        let (ast, diags) = mat2c_syntax::parse(FileId(i as u32), text);
        assert!(diags.is_empty(), "lib/{name}.m: {diags:?}");
        let first = ast.functions.first().map(|f| f.name.name.as_str());
        // A package function `pkg.sub.f` defines `f`.
        let own = name.rsplit('.').next();
        assert_eq!(first, own, "lib/{name}.m must start with function {own:?}");
    }
}

#[test]
fn lookup_finds_every_file() {
    assert!(mat2c_mlib::names().count() > 0);
    for name in mat2c_mlib::names() {
        assert!(mat2c_mlib::source(name).is_some());
    }
    assert!(mat2c_mlib::source("no_such_function").is_none());
}
