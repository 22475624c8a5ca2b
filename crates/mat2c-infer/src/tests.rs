use expect_test::{Expect, expect};
use mat2c_diag::Span;
use mat2c_ir::{BinOp, Block, BlockCall, Constant, Function, InstData, Module, UnOp, Value};

use crate::{infer, print_typed};

/// A tiny builder over the mat2c-ir API for hand-written test functions.
struct B {
    f: Function,
    cur: Block,
}

impl B {
    fn new(name: &str) -> B {
        let mut f = Function::new(name);
        let cur = f.dfg.make_block();
        f.layout.append_block(cur);
        B { f, cur }
    }
    fn block(&mut self) -> Block {
        let b = self.f.dfg.make_block();
        self.f.layout.append_block(b);
        b
    }
    fn param(&mut self, b: Block) -> Value {
        self.f.dfg.append_block_param(b)
    }
    fn ins(&mut self, d: InstData, n: usize) -> Vec<Value> {
        let i = self.f.push_inst(self.cur, d, n, Span::default());
        self.f.dfg.inst_results(i).to_vec()
    }
    fn one(&mut self, d: InstData) -> Value {
        self.ins(d, 1)[0]
    }
    fn num(&mut self, x: f64) -> Value {
        self.one(InstData::Const(Constant::Num(x)))
    }
    fn bin(&mut self, op: BinOp, a: Value, b: Value) -> Value {
        self.one(InstData::Binary { op, args: [a, b] })
    }
    fn call(&mut self, name: &str, args: &[Value]) -> Value {
        self.one(InstData::Builtin {
            id: mat2c_ir::BuiltinId::lookup(name).expect("a builtin"),
            args: args.to_vec(),
        })
    }
    fn jump(&mut self, b: Block, args: &[Value]) {
        self.ins(
            InstData::Jump {
                dest: BlockCall {
                    block: b,
                    args: args.to_vec(),
                },
            },
            0,
        );
    }
}

#[track_caller]
fn check(m: &Module, expect: Expect) {
    mat2c_ir::verify(m).expect("verifier");
    let r = infer(m);
    expect.assert_eq(&print_typed(m, &r, &|_, _| None));
}

fn module(fs: Vec<Function>) -> Module {
    let mut m = Module::new();
    for f in fs {
        let id = m.funcs.push(f);
        if m.entry.is_none() {
            m.entry = Some(id);
        }
    }
    m
}

#[test]
fn loop_scalars_stay_scalar_and_real() {
    let mut b = B::new("s");
    b.f.is_script = true;
    let n3 = b.num(3.0);
    let n4 = b.num(4.0);
    let z = b.call("zeros", &[n3, n4]);
    let one = b.num(1.0);
    let ten = b.num(10.0);
    let head = b.block();
    let body = b.block();
    let exit = b.block();
    b.jump(head, &[one, one]);
    let i = b.param(head);
    let s = b.param(head);
    b.cur = head;
    let c = b.bin(BinOp::Le, i, ten);
    let t = b.one(InstData::Truth { arg: c });
    b.ins(
        InstData::Brif {
            cond: t,
            then_dest: BlockCall {
                block: body,
                args: vec![],
            },
            else_dest: BlockCall {
                block: exit,
                args: vec![],
            },
        },
        0,
    );
    b.cur = body;
    let s2 = b.bin(BinOp::Add, s, i);
    let i2 = b.bin(BinOp::Add, i, one);
    b.jump(head, &[i2, s2]);
    b.cur = exit;
    let zt = b.one(InstData::Unary {
        op: UnOp::Transpose,
        arg: z,
    });
    let p = b.bin(BinOp::MatMul, z, zt);
    b.call("sqrt", &[s]);
    let m1 = b.num(-1.0);
    b.call("sqrt", &[m1]);
    b.call("sum", &[p]);
    let r = b.one(InstData::Range {
        start: one,
        step: one,
        stop: ten,
    });
    b.call("sum", &[r]);
    let half = b.num(0.5);
    b.bin(BinOp::ElPow, m1, half);
    b.bin(BinOp::ElPow, s, half);
    b.ins(InstData::Return { vals: vec![] }, 0);
    check(
        &module(vec![b.f]),
        expect![[r#"
            ; fn0 entry
            script s() -> ()
            bb0():
                v0: double[1 x 1] = const 3.0
                v1: double[1 x 1] = const 4.0
                v2: double[3 x 4] = builtin zeros(v0, v1)
                v3: double[1 x 1] = const 1.0
                v4: double[1 x 1] = const 10.0
                jump bb1(v3, v3)
            bb1(v5: double[1 x 1], v6: double[1 x 1]):
                v7: logical[1 x 1] = le v5, v4
                v8: logical[1 x 1] = truth v7
                brif v8, bb2(), bb3()
            bb2():
                v9: double[1 x 1] = plus v6, v5
                v10: double[1 x 1] = plus v5, v3
                jump bb1(v10, v9)
            bb3():
                v11: double[4 x 3] = transpose v2
                v12: double[3 x 3] {proven} = mtimes v2, v11
                v13: double[1 x 1] = builtin sqrt(v6)
                v14: double[1 x 1] = const -1.0
                v15: double cplx?[1 x 1] = builtin sqrt(v14)
                v16: double[1 x 3] = builtin sum(v12)
                v17: double[1 x 10] = range v3:v3:v4
                v18: double[1 x 1] = builtin sum(v17)
                v19: double[1 x 1] = const 0.5
                v20: double cplx?[1 x 1] = power v14, v19
                v21: double[1 x 1] = power v6, v19
                return
        "#]],
    );
}

/// A script calling `function y = f(x): y = x .* 2` with a scalar and with a 5x3 matrix.
fn two_call_sites() -> Module {
    // function y = f(x): y = x .* 2
    let mut g = B::new("f");
    g.f.input_names = vec!["x".into()];
    g.f.output_names = vec!["y".into()];
    let entry = g.cur;
    let x = g.param(entry);
    let two = g.num(2.0);
    let y = g.bin(BinOp::ElMul, x, two);
    g.ins(InstData::Return { vals: vec![y] }, 0);

    let mut s = B::new("main");
    s.f.is_script = true;
    let a = s.num(3.0);
    let f_id = mat2c_ir::FuncId::from_u32(1);
    s.ins(
        InstData::Call {
            func: f_id,
            args: vec![a],
        },
        1,
    );
    let n = s.num(5.0);
    let v = s.call("ones", &[n, a]);
    s.ins(
        InstData::Call {
            func: f_id,
            args: vec![v],
        },
        1,
    );
    s.ins(InstData::Return { vals: vec![] }, 0);
    module(vec![s.f, g.f])
}

#[test]
fn interprocedural_params_join_call_sites() {
    check(
        &two_call_sites(),
        expect![[r#"
            ; fn0 entry
            script main() -> ()
            bb0():
                v0: double[1 x 1] = const 3.0
                v1: double[n1 x n2] = call fn1(v0)
                v2: double[1 x 1] = const 5.0
                v3: double[5 x 3] = builtin ones(v2, v0)
                v4: double[n3 x n4] = call fn1(v3)
                return

            ; fn1
            ; generic (double[?x?]) -> (double[?x?])
            function f(x) -> (y)
            bb0(v0: double[size(x,1) x size(x,2)]):
                v1: double[1 x 1] = const 2.0
                v2: double[size(x,1) x size(x,2)] = times v0, v1
                return v2
        "#]],
    );
}

#[test]
fn undefined_base_update_creates_row() {
    let mut b = B::new("s");
    b.f.is_script = true;
    let u = b.one(InstData::Undef { name: "x".into() });
    let three = b.num(3.0);
    let x = b.one(InstData::Update {
        base: u,
        subs: vec![three],
        rhs: three,
    });
    b.one(InstData::Index {
        base: x,
        subs: vec![three],
    });
    let c = b.one(InstData::Const(Constant::Colon));
    b.one(InstData::Index {
        base: x,
        subs: vec![c],
    });
    let s = b.one(InstData::Const(Constant::Str("ab".into())));
    b.one(InstData::HorzCat {
        args: vec![s, three],
    });
    b.ins(InstData::Return { vals: vec![] }, 0);
    check(
        &module(vec![b.f]),
        expect![[r#"
            ; fn0 entry
            script s() -> ()
            bb0():
                v0: ⊥ = undef "x"
                v1: double[1 x 1] = const 3.0
                v2: double[1 x 3] {check} = update v0(v1) = v1
                v3: double[1 x 1] {proven} = index v2(v1)
                v4: any cplx?[*] = const :
                v5: double[3 x 1] = index v2(v4)
                v6: char[1 x 2] = const "ab"
                v7: char[1 x 3] {proven} = horzcat v6, v1
                return
        "#]],
    );
}

#[test]
fn recursion_terminates() {
    // function y = f(x): if x > 0, y = f(x - 1) + 1; else y = 0; end
    let mut g = B::new("f");
    g.f.input_names = vec!["x".into()];
    g.f.output_names = vec!["y".into()];
    let entry = g.cur;
    let x = g.param(entry);
    let zero = g.num(0.0);
    let one = g.num(1.0);
    let c = g.bin(BinOp::Gt, x, zero);
    let t = g.one(InstData::Truth { arg: c });
    let rec = g.block();
    let done = g.block();
    g.ins(
        InstData::Brif {
            cond: t,
            then_dest: BlockCall {
                block: rec,
                args: vec![],
            },
            else_dest: BlockCall {
                block: done,
                args: vec![zero],
            },
        },
        0,
    );
    g.cur = rec;
    let xm = g.bin(BinOp::Sub, x, one);
    let r = g.ins(
        InstData::Call {
            func: mat2c_ir::FuncId::from_u32(1),
            args: vec![xm],
        },
        1,
    )[0];
    let y = g.bin(BinOp::Add, r, one);
    g.jump(done, &[y]);
    g.cur = done;
    let out = g.param(done);
    g.ins(InstData::Return { vals: vec![out] }, 0);

    let mut s = B::new("main");
    s.f.is_script = true;
    let five = s.num(5.0);
    s.ins(
        InstData::Call {
            func: mat2c_ir::FuncId::from_u32(1),
            args: vec![five],
        },
        1,
    );
    s.ins(InstData::Return { vals: vec![] }, 0);
    let m = module(vec![s.f, g.f]);
    let r = infer(&m);
    let f1 = mat2c_ir::FuncId::from_u32(1);
    assert_eq!(r.outputs(f1)[0].to_string(), "double[1x1]");
}

#[test]
fn symbolic_shapes_stats_and_checks() {
    // A script calls f(zeros(2, 3), 2) and f(zeros(4, 4), 3), so f's inputs are a [n1 x n2]
    // matrix and an unknown scalar. In f: t = a', g = a * t (proven), h = g + a (checked),
    // z = zeros(n, 2).
    let fid = cranelift_entity::EntityRef::new(1);
    let mut s = B::new("s");
    s.f.is_script = true;
    for (r, c, k) in [(2.0, 3.0, 2.0), (4.0, 4.0, 3.0)] {
        let (r, c, k) = (s.num(r), s.num(c), s.num(k));
        let z = s.call("zeros", &[r, c]);
        s.ins(
            InstData::Call {
                func: fid,
                args: vec![z, k],
            },
            1,
        );
    }
    s.ins(InstData::Return { vals: vec![] }, 0);
    let mut b = B::new("f");
    let entry = b.cur;
    let a = b.param(entry);
    let n = b.param(entry);
    b.f.output_names = vec!["y".into()];
    let t = b.one(InstData::Unary {
        op: UnOp::Transpose,
        arg: a,
    });
    let g = b.bin(BinOp::MatMul, a, t);
    let h = b.bin(BinOp::Add, g, a);
    let two = b.num(2.0);
    let z = b.call("zeros", &[n, two]);
    b.ins(InstData::Return { vals: vec![h] }, 0);
    let m = module(vec![s.f, b.f]);
    let r = infer(&m);
    let f = fid;
    expect![[r#"
        double[n1 x n1]
        double[n1 x bc(n1,n2)]
        double[n3 x 2]
    "#]]
    .assert_eq(&format!(
        "{}\n{}\n{}\n",
        r.shape_text(f, g),
        r.shape_text(f, h),
        r.shape_text(f, z)
    ));
    // the projection keeps the existing vocabulary
    assert_eq!(r.ty(f, g).shape.to_string(), "[?x?]");
    let gi = m.funcs[f].dfg.defining_inst(g).unwrap();
    let hi = m.funcs[f].dfg.defining_inst(h).unwrap();
    assert!(r.check_proven(f, gi));
    assert!(!r.check_proven(f, hi));
    expect![[r#"
        shapes: 10 static, 7 symbolic, 0 unknown
        checks: 1 emitted, 1 proven
        variants: 1 of 1 functions with inputs
    "#]]
    .assert_eq(&crate::stats(&m, &r));
}

#[test]
fn specialise_clones_one_variant_per_signature() {
    let m = two_call_sites();
    let (sm, r) = crate::specialise(&m, &[]);
    mat2c_ir::verify(&sm).expect("verifier");
    expect![[r#"
        ; fn0 entry
        script main() -> ()
        bb0():
            v0: double[1 x 1] = const 3.0
            v1: double[1 x 1] = call fn1(v0)
            v2: double[1 x 1] = const 5.0
            v3: double[5 x 3] = builtin ones(v2, v0)
            v4: double[5 x 3] = call fn2(v3)
            return

        ; fn1
        ; signature (double[1x1]) -> (double[1x1])
        function f__1(x) -> (y)
        bb0(v0: double[1 x 1]):
            v1: double[1 x 1] = const 2.0
            v2: double[1 x 1] = times v0, v1
            return v2

        ; fn2
        ; signature (double[5x3]) -> (double[5x3])
        function f__2(x) -> (y)
        bb0(v0: double[5 x 3]):
            v1: double[1 x 1] = const 2.0
            v2: double[5 x 3] = times v0, v1
            return v2
    "#]]
    .assert_eq(&print_typed(&sm, &r, &|_, _| None));
    assert_eq!(
        crate::stats(&sm, &r).lines().last(),
        Some("variants: 2 of 1 functions with inputs")
    );
}

#[test]
fn reinfer_keeps_the_variants_and_their_types() {
    // Re-inferring a specialised module that nothing rewrote gives the same types and
    // signatures, one analysis per variant, without cloning again.
    let m = two_call_sites();
    let (sm, r) = crate::specialise(&m, &[]);
    let again = crate::reinfer_specialised(&sm, &[], &r);
    assert_eq!(
        print_typed(&sm, &again, &|_, _| None),
        print_typed(&sm, &r, &|_, _| None)
    );
    for (id, _) in sm.funcs.iter() {
        assert_eq!(again.funcs[id].params, r.funcs[id].params);
        assert_eq!(again.funcs[id].outputs, r.funcs[id].outputs);
    }
}

#[test]
fn variants_are_capped_by_a_generic_variant() {
    // f(ones(1, k)) for k = 1..12: MAX_VARIANTS signatures, then one generic variant.
    let mut m = two_call_sites();
    let f_id = mat2c_ir::FuncId::from_u32(1);
    let mut s = B::new("main");
    s.f.is_script = true;
    let one = s.num(1.0);
    for k in 1..=12 {
        let n = s.num(f64::from(k));
        let v = s.call("ones", &[one, n]);
        s.ins(
            InstData::Call {
                func: f_id,
                args: vec![v],
            },
            1,
        );
    }
    s.ins(InstData::Return { vals: vec![] }, 0);
    m.funcs[mat2c_ir::FuncId::from_u32(0)] = s.f;
    let (sm, r) = crate::specialise(&m, &[]);
    mat2c_ir::verify(&sm).expect("verifier");
    let n = crate::variants::MAX_VARIANTS + 1;
    assert_eq!(
        crate::stats(&sm, &r).lines().last(),
        Some(format!("variants: {n} of 1 functions with inputs").as_str())
    );
    let generic = sm.funcs.values().last().map(|f| f.variant);
    assert_eq!(generic, Some(Some(n as u32)));
    assert!(
        print_typed(&sm, &r, &|_, _| None).contains("; generic (double[1x?]) -> (double[1x?])")
    );
}

#[test]
fn unreached_call_sites_call_a_generic_variant() {
    // f(u) where u is never defined (⊥): the call's code is still emitted, so it needs a
    // callee; it gets the generic variant with unknown inputs.
    let mut m = two_call_sites();
    let f_id = mat2c_ir::FuncId::from_u32(1);
    let mut s = B::new("main");
    s.f.is_script = true;
    let u = s.one(InstData::Undef { name: "u".into() });
    s.ins(
        InstData::Call {
            func: f_id,
            args: vec![u],
        },
        1,
    );
    let three = s.num(3.0);
    s.ins(
        InstData::Call {
            func: f_id,
            args: vec![three],
        },
        1,
    );
    s.ins(InstData::Return { vals: vec![] }, 0);
    m.funcs[mat2c_ir::FuncId::from_u32(0)] = s.f;
    let (sm, r) = crate::specialise(&m, &[]);
    mat2c_ir::verify(&sm).expect("verifier");
    let typed = print_typed(&sm, &r, &|_, _| None);
    assert!(
        typed.contains("; signature (double[1x1]) -> (double[1x1])"),
        "{typed}"
    );
    assert!(
        typed.contains("; generic (any cplx?[*]) -> (any cplx?[*])"),
        "{typed}"
    );
}

#[test]
fn random_generators_have_class_and_shape_of_their_call_form() {
    let mut b = B::new("r");
    b.f.is_script = true;
    let n2 = b.num(2.0);
    let n3 = b.num(3.0);
    let n10 = b.num(10.0);
    let single = b.one(InstData::Const(Constant::Str("single".into())));
    let state = b.one(InstData::Const(Constant::Str("state".into())));
    let int8 = b.one(InstData::Const(Constant::Str("int8".into())));
    b.call("rand", &[n2, n3]);
    b.call("randn", &[n3, single]);
    b.call("rand", &[state]);
    b.call("randi", &[n10, n2, int8]);
    b.call("randi", &[n10]);
    b.call("randperm", &[n10]);
    b.ins(InstData::Return { vals: vec![] }, 0);
    check(
        &module(vec![b.f]),
        expect![[r#"
        ; fn0 entry
        script r() -> ()
        bb0():
            v0: double[1 x 1] = const 2.0
            v1: double[1 x 1] = const 3.0
            v2: double[1 x 1] = const 10.0
            v3: char[1 x 6] = const "single"
            v4: char[1 x 5] = const "state"
            v5: char[1 x 4] = const "int8"
            v6: double[2 x 3] = builtin rand(v0, v1)
            v7: single[3 x 3] = builtin randn(v1, v3)
            v8: uint32[625 x 1] = builtin rand(v4)
            v9: int8[2 x 2] = builtin randi(v2, v0, v5)
            v10: double[1 x 1] = builtin randi(v2)
            v11: double[1 x ?] = builtin randperm(v2)
            return
    "#]],
    );
}
