//! Unit tests: the verifier, dominators and loops, and the printer on hand-built functions.

use expect_test::expect;
use mat2c_diag::Span;

use crate::{
    BinOp, BlockCall, Constant, ControlFlowGraph, DominatorTree, Function, InstData, LoopInfo,
    print_function, verify_function,
};

fn call(block: crate::Block, args: Vec<crate::Value>) -> BlockCall {
    BlockCall { block, args }
}

/// `s = 0; k = 0; while k < 3: k = k + 1; s = s + k; end; return s`
fn counting_loop() -> Function {
    let mut f = Function::new("count");
    f.output_names = vec!["s".into()];
    let sp = Span::default();
    let entry = f.dfg.make_block();
    let header = f.dfg.make_block();
    let body = f.dfg.make_block();
    let exit = f.dfg.make_block();
    for b in [entry, header, body, exit] {
        f.layout.append_block(b);
    }
    let zero = f.push_inst(entry, InstData::Const(Constant::Num(0.0)), 1, sp);
    let zero = f.dfg.first_result(zero);
    let three = f.push_inst(entry, InstData::Const(Constant::Num(3.0)), 1, sp);
    let three = f.dfg.first_result(three);
    let one = f.push_inst(entry, InstData::Const(Constant::Num(1.0)), 1, sp);
    let one = f.dfg.first_result(one);
    f.push_inst(
        entry,
        InstData::Jump {
            dest: call(header, vec![zero, zero]),
        },
        0,
        sp,
    );
    let k = f.dfg.append_block_param(header);
    let s = f.dfg.append_block_param(header);
    let c = f.push_inst(
        header,
        InstData::Binary {
            op: BinOp::Lt,
            args: [k, three],
        },
        1,
        sp,
    );
    let c = f.dfg.first_result(c);
    f.push_inst(
        header,
        InstData::Brif {
            cond: c,
            then_dest: call(body, vec![]),
            else_dest: call(exit, vec![]),
        },
        0,
        sp,
    );
    let k1 = f.push_inst(
        body,
        InstData::Binary {
            op: BinOp::Add,
            args: [k, one],
        },
        1,
        sp,
    );
    let k1 = f.dfg.first_result(k1);
    let s1 = f.push_inst(
        body,
        InstData::Binary {
            op: BinOp::Add,
            args: [s, k1],
        },
        1,
        sp,
    );
    let s1 = f.dfg.first_result(s1);
    f.push_inst(
        body,
        InstData::Jump {
            dest: call(header, vec![k1, s1]),
        },
        0,
        sp,
    );
    f.push_inst(exit, InstData::Return { vals: vec![s] }, 0, sp);
    f
}

#[test]
fn well_formed_loop_verifies_and_prints() {
    let f = counting_loop();
    assert_eq!(verify_function(&f), Ok(()));
    expect![[r#"
        function count() -> (s)
        bb0():
            v0 = const 0.0
            v1 = const 3.0
            v2 = const 1.0
            jump bb1(v0, v0)
        bb1(v3, v4):
            v5 = lt v3, v1
            brif v5, bb2(), bb3()
        bb2():
            v6 = plus v3, v2
            v7 = plus v4, v6
            jump bb1(v6, v7)
        bb3():
            return v4
    "#]]
    .assert_eq(&print_function(&f, &|_| None));
}

#[test]
fn dominators_and_loops() {
    let f = counting_loop();
    let cfg = ControlFlowGraph::compute(&f);
    let dt = DominatorTree::compute(&f, &cfg);
    let blocks = f.layout.blocks().to_vec();
    let (entry, header, body, exit) = (blocks[0], blocks[1], blocks[2], blocks[3]);
    assert_eq!(dt.idom(header), Some(entry));
    assert_eq!(dt.idom(body), Some(header));
    assert_eq!(dt.idom(exit), Some(header));
    assert!(dt.dominates(header, body) && !dt.dominates(body, exit));
    let loops = LoopInfo::compute(&cfg, &dt);
    assert_eq!(loops.loops.len(), 1);
    assert!(loops.is_header(header));
    assert_eq!(loops.depth(body), 1);
    assert_eq!(loops.depth(exit), 0);
    assert_eq!(LoopInfo::latches(&cfg, &dt, header), vec![body]);
    assert!(LoopInfo::latches(&cfg, &dt, body).is_empty());
    assert_eq!(
        LoopInfo::natural_loop(&cfg, &dt, header, &[body]),
        vec![header, body]
    );
    let children = dt.children();
    assert_eq!(children[entry], vec![header]);
    let rpo_pos = |b| dt.rpo().iter().position(|&x| x == b);
    let mut expect = vec![body, exit];
    expect.sort_by_key(|&b| rpo_pos(b));
    assert_eq!(children[header], expect);
}

#[test]
fn verifier_rejects_wrong_argument_count() {
    let mut f = counting_loop();
    let entry = f.layout.entry().expect("entry");
    let jump = f.layout.last_inst(entry).expect("terminator");
    if let InstData::Jump { dest } = &mut f.dfg.insts[jump] {
        dest.args.pop();
    }
    let errs = verify_function(&f).expect_err("must fail");
    assert!(errs[0].message.contains("passes 1 arguments"), "{:?}", errs);
}

#[test]
fn verifier_rejects_use_not_dominated() {
    let mut f = counting_loop();
    let blocks = f.layout.blocks().to_vec();
    // Return a value defined only inside the loop body.
    let body_val = f.dfg.first_result(f.layout.block_insts(blocks[2])[0]);
    let ret = f.layout.last_inst(blocks[3]).expect("return");
    f.dfg.insts[ret] = InstData::Return {
        vals: vec![body_val],
    };
    let errs = verify_function(&f).expect_err("must fail");
    assert!(
        errs.iter().any(|e| e.message.contains("not dominated")),
        "{:?}",
        errs
    );
}

#[test]
fn verifier_rejects_missing_terminator() {
    let mut f = counting_loop();
    let exit = f.layout.blocks()[3];
    f.layout.retain_insts(exit, |_| false);
    let errs = verify_function(&f).expect_err("must fail");
    assert!(
        errs.iter().any(|e| e.message.contains("terminator")),
        "{:?}",
        errs
    );
}
